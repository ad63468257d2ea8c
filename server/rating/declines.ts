import { ageOn } from '#domain/dates.ts';
import { fill, withinYears } from './lookup';
import type { DeclineReason, DeclineRule, RatingDriver, RatingInput } from './types';

type Params = DeclineRule['params'];

/** A decline check: true when the risk must be declined under this rule's parameters. */
type Check = (input: RatingInput, params: Params, today: string) => boolean;

const numberParam = (params: Params, name: string): number => {
  const v = params[name];
  if (typeof v !== 'number') throw new Error(`Decline rule parameter ${name} must be a number.`);
  return v;
};

const listParam = (params: Params, name: string): string[] => {
  const v = params[name];
  if (!Array.isArray(v)) throw new Error(`Decline rule parameter ${name} must be a list.`);
  return v;
};

const allDrivers = (input: RatingInput): RatingDriver[] => [input.proposer, ...input.additional_drivers];

const recentConvictions = (input: RatingInput, params: Params, today: string) =>
  allDrivers(input).flatMap((d) =>
    d.convictions.filter((c) => withinYears(c.date, today, numberParam(params, 'look_back_years'))),
  );

/** Each rule code of tables/declines.json and the check it runs. */
export const DECLINE_CHECKS: Record<string, Check> = {
  DRINK_DRUG_DRIVING: (input, params, today) => {
    const prefixes = listParam(params, 'offence_code_prefixes');
    return recentConvictions(input, params, today).some((c) => prefixes.some((p) => c.code.startsWith(p)));
  },
  INSURANCE_REFUSED: (input) => allDrivers(input).some((d) => d.ever_been_refused_cover),
  HAZARDOUS_GOODS: (input) => input.vehicle.hazardous_goods,
  IMPORTED_VEHICLE: (input) => input.vehicle.imported,
  Q_PLATES: (input) => input.vehicle.q_plates,
  LEFT_HAND_DRIVE: (input) => !input.vehicle.right_hand_drive,
  VEHICLE_VALUE: (input, params) => input.vehicle.value_gbp > numberParam(params, 'max_value_gbp'),
  VEHICLE_WEIGHT: (input, params) => input.vehicle.weight_kg > numberParam(params, 'max_weight_kg'),
  DRIVER_AGE: (input, params, today) =>
    allDrivers(input).some((d) => {
      const age = ageOn(d.date_of_birth, today);
      return age < numberParam(params, 'min_age') || age > numberParam(params, 'max_age');
    }),
  CLAIMS: (input, params, today) => {
    const years = numberParam(params, 'look_back_years');
    const count = allDrivers(input).reduce(
      (n, d) => n + d.claims.filter((c) => withinYears(c.date, today, years)).length,
      0,
    );
    return count > numberParam(params, 'max_claims');
  },
  CONVICTION_POINTS: (input, params, today) =>
    recentConvictions(input, params, today).reduce((n, c) => n + c.points, 0) >
    numberParam(params, 'max_points'),
  DISQUALIFICATION: (input, params, today) =>
    recentConvictions(input, params, today).some((c) => c.months_disqualified > 0),
};

/**
 * Every rule of the table that declines this risk, in table order, each with its code and its
 * message (parameters filled in). An empty list means the risk can be priced.
 */
export function declineReasons(
  input: RatingInput,
  rules: readonly DeclineRule[],
  today: string,
): DeclineReason[] {
  return rules
    .filter((rule) => {
      const check = DECLINE_CHECKS[rule.code];
      if (check === undefined) throw new Error(`Unknown decline rule ${rule.code}.`);
      return check(input, rule.params, today);
    })
    .map((rule) => ({ code: rule.code, message: fill(rule.message, rule.params) }));
}
