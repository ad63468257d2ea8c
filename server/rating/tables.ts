import base from './tables/base-premium.json';
import declines from './tables/declines.json';
import excesses from './tables/excesses.json';
import factors from './tables/factors.json';
import finance from './tables/finance.json';
import insurer from './tables/insurer.json';
import { ADDON_CATALOGUE } from './addons';
import { DECLINE_CHECKS } from './declines';
import type { FactorBand, RatingTables } from './types';

/**
 * Checks tables an actuary edited: every band list ascends and ends open (max null), NCD has a
 * factor for 0 years, and every decline rule has a check. Throws an Error listing every problem.
 */
export function checkTables(t: RatingTables): RatingTables {
  const problems: string[] = [];
  const checkBands = (name: string, maxes: (number | null)[]) => {
    const last = maxes[maxes.length - 1];
    const closed = maxes.slice(0, -1);
    if (maxes.length === 0 || last !== null) problems.push(`${name}: the last band needs max null`);
    if (closed.some((m, i) => m === null || (i > 0 && m <= (closed[i - 1] as number))))
      problems.push(`${name}: bands must ascend`);
  };
  const maxes = (bands: FactorBand[]) => bands.map((b) => b.max);
  checkBands(
    'value_bands',
    t.base.value_bands.map((b) => b.max_value_gbp),
  );
  checkBands(
    'weight_bands',
    t.base.weight_bands.map((b) => b.max_weight_kg),
  );
  checkBands('driver_age', maxes(t.factors.driver_age.bands));
  checkBands('licence_years', maxes(t.factors.licence_years.bands));
  checkBands('conviction_points', maxes(t.factors.conviction_points.bands));
  checkBands('annual_mileage', maxes(t.factors.annual_mileage.bands));
  for (const [cover, bands] of Object.entries(t.excesses.compulsory_gbp))
    checkBands(
      `compulsory_gbp.${cover}`,
      bands.map((b) => b.max_age),
    );
  if (t.factors.ncd.factors_by_years.length === 0) problems.push('ncd: factors_by_years is empty');
  for (const rule of t.declines)
    if (!Object.hasOwn(DECLINE_CHECKS, rule.code)) problems.push(`declines: unknown rule ${rule.code}`);
  if (problems.length > 0) throw new Error(`Rating tables: ${problems.join('; ')}`);
  return t;
}

/** The shipped tables (server/rating/tables/*.json), checked once at load. */
export const RATING_TABLES: RatingTables = checkTables({
  base: base as RatingTables['base'],
  factors: factors as RatingTables['factors'],
  declines: declines.rules as RatingTables['declines'],
  excesses: excesses as RatingTables['excesses'],
  insurer: insurer as RatingTables['insurer'],
  finance: finance as RatingTables['finance'],
  addons: [...ADDON_CATALOGUE],
});
