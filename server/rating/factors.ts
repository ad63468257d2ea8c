import { ageOn } from '#domain/dates.ts';
import { RatingInputError } from './errors';
import { bandFor, round4, withinYears } from './lookup';
import type { AppliedFactor, BasePremiumTable, FactorBand, FactorTables, RatingInput } from './types';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const banded = (
  code: string,
  name: string,
  bands: FactorBand[],
  value: number,
  what: string,
): AppliedFactor => {
  const band = bandFor(bands, value, (b) => b.max);
  return { code, name, value: band.factor, detail: `${what}: band ${band.label}` };
};

/** Base premium (pence) for the level of cover and the vehicle value band, with the band's label. */
export function basePremium(input: RatingInput, table: BasePremiumTable): { pence: number; band: string } {
  const band = bandFor(table.value_bands, input.vehicle.value_gbp, (b) => b.max_value_gbp);
  return { pence: band[input.cover_type], band: band.label };
}

function weightFactor(input: RatingInput, table: BasePremiumTable): AppliedFactor {
  const band = bandFor(table.weight_bands, input.vehicle.weight_kg, (b) => b.max_weight_kg);
  return {
    code: 'vehicle_weight',
    name: 'Vehicle weight',
    value: band.factor,
    detail: `${input.vehicle.weight_kg.toLocaleString('en-GB')} kg: band ${band.label}`,
  };
}

/** 1 + weight x max(0, youngest additional driver's age factor - 1) + per-driver loading x count. */
function additionalDrivers(input: RatingInput, t: FactorTables, today: string): AppliedFactor {
  const drivers = input.additional_drivers;
  const name = 'Additional drivers';
  if (drivers.length === 0) return { code: 'additional_drivers', name, value: 1, detail: 'none' };
  const youngest = Math.min(...drivers.map((d) => ageOn(d.date_of_birth, today)));
  const band = bandFor(t.driver_age.bands, youngest, (b) => b.max);
  const { age_weight, per_driver_loading } = t.additional_drivers;
  const value = round4(1 + age_weight * Math.max(0, band.factor - 1) + per_driver_loading * drivers.length);
  return {
    code: 'additional_drivers',
    name,
    value,
    detail:
      `${plural(drivers.length, 'driver')}, youngest aged ${youngest} (band ${band.label}, factor ${band.factor}): ` +
      `1 + ${age_weight} x ${round4(Math.max(0, band.factor - 1))} + ${per_driver_loading} x ${drivers.length}`,
  };
}

function ncdFactors(input: RatingInput, t: FactorTables): AppliedFactor[] {
  const table = t.ncd.factors_by_years;
  const years = Math.min(Math.floor(input.ncd_years), table.length - 1);
  const protectedNcd = input.protect_ncd && years >= t.ncd.protection_min_years;
  return [
    { code: 'ncd', name: 'No Claims Discount', value: table[years], detail: plural(years, 'year') },
    {
      code: 'ncd_protection',
      name: 'No Claims Discount protection',
      value: protectedNcd ? t.ncd.protection_loading : 1,
      detail: protectedNcd ? 'protected' : 'not protected',
    },
  ];
}

function claimsFactor(input: RatingInput, t: FactorTables, today: string): AppliedFactor {
  const c = t.claims;
  const claims = [input.proposer, ...input.additional_drivers]
    .flatMap((d) => d.claims)
    .filter((claim) => withinYears(claim.date, today, c.look_back_years));
  const parts = claims.map((claim) =>
    claim.type === 'A' && claim.at_fault
      ? { label: 'A at fault', loading: c.at_fault_accident }
      : { label: claim.type, loading: c.by_type[claim.type] ?? c.default_loading },
  );
  const value = round4(1 + parts.reduce((sum, p) => sum + p.loading, 0));
  const detail =
    parts.length === 0
      ? `no claims in ${c.look_back_years} years`
      : `${plural(parts.length, 'claim')} in ${c.look_back_years} years: 1 + ` +
        parts.map((p) => `${p.loading} (${p.label})`).join(' + ');
  return { code: 'claims', name: 'Claims', value, detail };
}

function pointsFactor(input: RatingInput, t: FactorTables, today: string): AppliedFactor {
  const years = t.conviction_points.look_back_years;
  const points = [input.proposer, ...input.additional_drivers]
    .flatMap((d) => d.convictions)
    .filter((c) => withinYears(c.date, today, years))
    .reduce((sum, c) => sum + c.points, 0);
  return banded(
    'conviction_points',
    'Conviction points',
    t.conviction_points.bands,
    points,
    plural(points, 'point'),
  );
}

/** The letters before the first digit of a UK postcode ("LS6 3AW" -> "LS", "M1 1AE" -> "M"). */
export const postcodeArea = (postcode: string): string =>
  /^[A-Z]{1,2}/.exec(postcode.toUpperCase())?.[0] ?? '';

function lookupFactor(
  code: string,
  name: string,
  key: string,
  codes: Record<string, number>,
  fallback: number,
) {
  const known = Object.hasOwn(codes, key);
  return {
    code,
    name,
    value: known ? codes[key] : fallback,
    detail: known ? key : `${key || 'none'} (default)`,
  };
}

/**
 * Every multiplying factor, in the order applied (docs/rating.md "Factors"). Ages and years are
 * measured to `today`; derived factors are rounded to 4 decimal places.
 */
export function ratingFactors(
  input: RatingInput,
  base: BasePremiumTable,
  t: FactorTables,
  today: string,
): AppliedFactor[] {
  const v = input.vehicle;
  const age = ageOn(input.proposer.date_of_birth, today);
  const licenceYears = Math.max(0, ageOn(input.proposer.licence_valid_from, today));
  const use = t.class_of_use.codes[input.class_of_use];
  if (use === undefined)
    throw new RatingInputError('risk.drivers.proposer.class_of_use', 'No rate for this class of use.');
  const excess = t.voluntary_excess.amounts[String(input.voluntary_excess)];
  if (excess === undefined)
    throw new RatingInputError('risk.policy.voluntary_excess', 'No rate for this voluntary excess.');
  const area = postcodeArea(input.postcode);
  return [
    weightFactor(input, base),
    banded('proposer_age', 'Policy holder age', t.driver_age.bands, age, `aged ${age}`),
    additionalDrivers(input, t, today),
    banded(
      'licence_years',
      'Licence held',
      t.licence_years.bands,
      licenceYears,
      plural(licenceYears, 'year'),
    ),
    ...ncdFactors(input, t),
    claimsFactor(input, t, today),
    pointsFactor(input, t, today),
    lookupFactor('postcode_area', 'Postcode area', area, t.postcode_area.areas, t.postcode_area.default),
    {
      code: 'class_of_use',
      name: 'Class of use',
      value: use.factor,
      detail: `${input.class_of_use} ${use.label}`,
    },
    banded(
      'annual_mileage',
      'Annual mileage',
      t.annual_mileage.bands,
      v.annual_mileage,
      `${v.annual_mileage.toLocaleString('en-GB')} miles`,
    ),
    {
      code: 'voluntary_excess',
      name: 'Voluntary excess',
      value: excess,
      detail: `£${input.voluntary_excess}`,
    },
    lookupFactor(
      'overnight_location',
      'Overnight location',
      v.overnight_location,
      t.overnight_location.codes,
      t.overnight_location.default,
    ),
    lookupFactor('alarm', 'Alarm / immobiliser', v.alarm ?? '', t.alarm.types, t.alarm.none),
    lookupFactor('tracker', 'Tracker', v.tracker ?? '', t.tracker.types, t.tracker.none),
  ];
}
