import { expect } from 'vitest';
import { rateRisk } from '#server/rating/rate.ts';
import type { QuotedResult, RateOptions, RatingResult } from '#server/rating/types.ts';
import { completeRisk } from '#tests/support/examples.ts';

/** The quote date of every rating test, so ages and look-backs never move. */
export const TODAY = '2025-06-01';

/* eslint-disable @typescript-eslint/no-explicit-any -- tests edit answers by path */
export type Risk = Record<string, any>;

/**
 * The complete example proposal (schemas/quote-form/examples/complete-proposal.json) with its
 * relative dates replaced by fixed ISO dates around TODAY: the worked example of docs/rating.md.
 */
export function fixedRisk(): Risk {
  const risk = structuredClone(completeRisk()) as Risk;
  risk.cover_start_date = '2025-06-08';
  const extra = risk.drivers.additional_drivers[0];
  extra.claims[0].claim_date = '2023-06-01';
  extra.convictions[0].incident_date = '2022-06-01';
  extra.convictions[0].date_of_conviction = '2022-07-01';
  return risk;
}

/** fixedRisk() with some answers changed. */
export function riskWith(change: (risk: Risk) => void): Risk {
  const risk = fixedRisk();
  change(risk);
  return risk;
}

/** Rates and insists on a price. */
export function quote(risk: unknown, options: Partial<RateOptions> = {}): QuotedResult {
  const result: RatingResult = rateRisk(risk, { today: TODAY, ...options });
  if (result.declined) throw new Error(`Declined: ${result.reasons.map((r) => r.code).join(', ')}`);
  return result;
}

/** The value of one applied factor, by code. */
export function factor(result: QuotedResult, code: string): number {
  const f = result.factors.find((x) => x.code === code);
  expect(f, `factor ${code}`).toBeDefined();
  return f!.value;
}

/** The net premium recomputed from the result's own base and factors (the documented formula). */
export const recomputedNet = (r: QuotedResult): number =>
  Math.max(Math.round(r.factors.reduce((amount, f) => amount * f.value, r.base_premium_pence)), 30000);

/** A driver block like the example's additional driver, with a given date of birth and no history. */
export function cleanDriver(dateOfBirth: string, licenceFrom: string): Risk {
  return {
    ...structuredClone(fixedRisk().drivers.additional_drivers[0]),
    date_of_birth: dateOfBirth,
    licence_valid_from: licenceFrom,
    has_claims: false,
    claims: undefined,
    has_convictions: false,
    convictions: undefined,
  };
}

/** The worked example's result, shared by the factor tests. */
export const baseline = quote(fixedRisk());

/** Rates the example with one change; the price must still follow the documented formula. */
export function variant(change: (risk: Risk) => void): QuotedResult {
  const result = quote(riskWith(change));
  expect(result.net_premium_pence).toBe(recomputedNet(result));
  return result;
}

/** The example's net premium with one factor replaced: exactly what a one-factor change must give. */
export function baselineWith(code: string, value: number): number {
  return Math.round(
    baseline.factors.reduce((a, f) => a * (f.code === code ? value : f.value), baseline.base_premium_pence),
  );
}
