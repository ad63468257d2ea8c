import { isIsoDate } from '#domain/dates.ts';
import { IPT_RATE } from '#domain/limits.ts';
import { addonsTotal, selectAddons } from './addons';
import { declineReasons } from './declines';
import { RatingInputError } from './errors';
import { excessBreakdown } from './excesses';
import { basePremium, ratingFactors } from './factors';
import { monthlyFinance } from './finance';
import { readRisk } from './risk-reader';
import { RATING_TABLES } from './tables';
import type { AppliedFactor, RateOptions, RatingResult } from './types';

/**
 * Net premium in pence: base x every factor, multiplied in the order listed, rounded once (half up)
 * to a whole penny, then raised to the minimum premium if below it.
 */
export function netPremium(
  basePence: number,
  factors: readonly AppliedFactor[],
  minimumPence: number,
): { pence: number; minimumApplied: boolean } {
  const exact = factors.reduce((amount, f) => amount * f.value, basePence);
  const rounded = Math.round(exact);
  return rounded < minimumPence
    ? { pence: minimumPence, minimumApplied: true }
    : { pence: rounded, minimumApplied: false };
}

/** Insurance premium tax on a net premium: round(net x 12%), half up to a whole penny. */
export const iptOn = (netPence: number): number => Math.round(netPence * IPT_RATE);

/**
 * Rates a proposal's risk (its quote-form answers) on the quote date `options.today`.
 *
 * Declined: every decline rule that matched, with code and message. Quoted: the net premium, the IPT
 * and the premium including IPT, every factor applied (in order), the excess table, the insurer, the
 * addon catalogue with the selected ones marked, and monthly finance of premium + selected addons.
 * Deterministic: the same answers, date, addon codes and tables always give the same result.
 *
 * Throws RatingInputError (422) for an unreadable risk or date and UnknownAddonError (422) for an
 * addon code not in the catalogue; both are ApiErrors.
 */
export function rateRisk(risk: unknown, options: RateOptions): RatingResult {
  const { today, addonCodes = [], tables = RATING_TABLES } = options;
  if (!isIsoDate(today)) throw new RatingInputError('today', 'The quote date must be written YYYY-MM-DD.');
  const addons = selectAddons(addonCodes, tables.addons);
  const input = readRisk(risk);

  const reasons = declineReasons(input, tables.declines, today);
  if (reasons.length > 0) return { declined: true, reasons };

  const base = basePremium(input, tables.base);
  const factors = ratingFactors(input, tables.base, tables.factors, today);
  const net = netPremium(base.pence, factors, tables.base.minimum_net_premium_pence);
  const ipt = iptOn(net.pence);
  const premium = net.pence + ipt;
  const addonsTotalPence = addonsTotal(addons);

  return {
    declined: false,
    cover_type: input.cover_type,
    base_premium_pence: base.pence,
    base_premium_detail: `${input.cover_type}, value ${base.band}`,
    factors,
    minimum_premium_applied: net.minimumApplied,
    net_premium_pence: net.pence,
    ipt_pence: ipt,
    premium_pence: premium,
    excesses: excessBreakdown(input, tables.excesses, today),
    insurer_name: tables.insurer.by_cover_type[input.cover_type] ?? tables.insurer.default,
    addons,
    addons_total_pence: addonsTotalPence,
    finance: monthlyFinance(premium + addonsTotalPence, tables.finance),
  };
}
