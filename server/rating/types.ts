/**
 * Types of the rating engine (docs/rating.md): the facts the engine reads from a proposal's risk and
 * what it answers. The table types (table-types.ts) are re-exported. Money is integer pence unless a
 * name says _gbp.
 */
import type { RatedAddon, RatingTables } from './table-types';

export type * from './table-types';

export type CoverType = 'COMP' | 'TPFT' | 'TPO';
export const COVER_TYPES: readonly CoverType[] = ['COMP', 'TPFT', 'TPO'];

/** A claim as the engine sees it. */
export interface RatingClaim {
  type: string;
  date: string;
  at_fault: boolean;
}

/** A conviction as the engine sees it; `date` is date_of_conviction, else incident_date. */
export interface RatingConviction {
  code: string;
  date: string;
  points: number;
  months_disqualified: number;
}

/** A driver (the policy holder or an additional driver) as the engine sees it. */
export interface RatingDriver {
  date_of_birth: string;
  licence_valid_from: string;
  ever_been_refused_cover: boolean;
  claims: RatingClaim[];
  convictions: RatingConviction[];
}

/** The facts of a risk that the tables price (risk-reader.ts builds it). */
export interface RatingInput {
  cover_type: CoverType;
  voluntary_excess: number;
  ncd_years: number;
  protect_ncd: boolean;
  class_of_use: string;
  postcode: string;
  vehicle: {
    value_gbp: number;
    weight_kg: number;
    annual_mileage: number;
    overnight_location: string;
    imported: boolean;
    hazardous_goods: boolean;
    q_plates: boolean;
    right_hand_drive: boolean;
    /** type_of_alarm of the ALARM security item, when has_alarm is true. */
    alarm: string | null;
    /** type_of_alarm of the TRACKER security item, when has_tracker is true. */
    tracker: string | null;
  };
  proposer: RatingDriver;
  additional_drivers: RatingDriver[];
}

/** One multiplying factor, in the order applied. */
export interface AppliedFactor {
  /** Stable machine name, e.g. "ncd". */
  code: string;
  /** Human name, e.g. "No Claims Discount". */
  name: string;
  value: number;
  /** What was looked up, e.g. "5 years". */
  detail: string;
}

/** A row of the excess table shown on the summary (SPEC.md 3 quote.excesses.breakdown). */
export interface Excess {
  category: string;
  description: string;
  amount_gbp: number;
}

/** What monthlyFinance answers (docs/rating.md "Monthly finance"). */
export interface MonthlyFinance {
  /** The cash price financed: premium plus selected addons. */
  total_pence: number;
  deposit_percent: number;
  deposit_pence: number;
  /** Total minus deposit: the amount of credit ("O/s after deposit"). */
  amount_of_credit_pence: number;
  instalments: number;
  instalment_pence: number;
  /** The interest charge as a percentage of the amount of credit. */
  interest_rate_percent: number;
  interest_pence: number;
  /** deposit + instalments x instalment = total + interest. */
  total_payable_pence: number;
  /** Annual percentage rate of charge (FCA CONC App 1.1), one decimal place. */
  apr_percent: number;
}

export interface DeclineReason {
  code: string;
  message: string;
}

export interface DeclinedResult {
  declined: true;
  reasons: DeclineReason[];
}

export interface QuotedResult {
  declined: false;
  cover_type: CoverType;
  base_premium_pence: number;
  /** The level of cover and value band the base premium came from. */
  base_premium_detail: string;
  factors: AppliedFactor[];
  /** True when minimum_net_premium_pence replaced a lower computed premium. */
  minimum_premium_applied: boolean;
  net_premium_pence: number;
  ipt_pence: number;
  /** net + IPT: the price of the policy, IPT included. */
  premium_pence: number;
  excesses: Excess[];
  insurer_name: string;
  addons: RatedAddon[];
  addons_total_pence: number;
  /** Finance of premium_pence + addons_total_pence. */
  finance: MonthlyFinance;
}

export type RatingResult = DeclinedResult | QuotedResult;

export interface RateOptions {
  /** The quote date, YYYY-MM-DD (ages, licence years and look-backs are measured to it). */
  today: string;
  /** Codes of the selected addons; an unknown code throws UnknownAddonError. */
  addonCodes?: readonly string[];
  /** Replacement tables (defaults: the shipped tables/). */
  tables?: RatingTables;
}
