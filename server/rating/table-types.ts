/**
 * Types of the JSON tables under tables/ (docs/rating.md "Tables"). Money is integer pence unless a
 * name says _gbp. Re-exported by types.ts.
 */
import type { CoverType } from './types';

/** A band that applies when a value is at most `max` (null: no upper bound); bands are in ascending order. */
export interface FactorBand {
  label: string;
  max: number | null;
  factor: number;
}

/** tables/base-premium.json */
export interface BasePremiumTable {
  minimum_net_premium_pence: number;
  value_bands: ({ label: string; max_value_gbp: number | null } & Record<CoverType, number>)[];
  weight_bands: { label: string; max_weight_kg: number | null; factor: number }[];
}

/** tables/factors.json */
export interface FactorTables {
  driver_age: { bands: FactorBand[] };
  additional_drivers: { age_weight: number; per_driver_loading: number };
  licence_years: { bands: FactorBand[] };
  ncd: { factors_by_years: number[]; protection_loading: number; protection_min_years: number };
  claims: {
    look_back_years: number;
    at_fault_accident: number;
    by_type: Record<string, number>;
    default_loading: number;
  };
  conviction_points: { look_back_years: number; bands: FactorBand[] };
  postcode_area: { default: number; areas: Record<string, number> };
  class_of_use: { codes: Record<string, { label: string; factor: number }> };
  annual_mileage: { bands: FactorBand[] };
  voluntary_excess: { amounts: Record<string, number> };
  overnight_location: { default: number; codes: Record<string, number> };
  alarm: { none: number; types: Record<string, number> };
  tracker: { none: number; types: Record<string, number> };
}

/** One rule of tables/declines.json; `code` selects the check in declines.ts. */
export interface DeclineRule {
  code: string;
  message: string;
  params: Record<string, number | string[]>;
}

/** tables/excesses.json */
export interface ExcessTable {
  compulsory_gbp: Record<CoverType, { label: string; max_age: number | null; amount: number }[]>;
  breakdown: {
    category: string;
    description: string;
    cover_types: CoverType[];
    fixed_gbp: number;
    add_compulsory: boolean;
    add_voluntary: boolean;
  }[];
}

/** tables/finance.json */
export interface FinanceTable {
  deposit_percent: number;
  instalments: number;
  interest_percent: number;
}

/** One entry of tables/addons.json. */
export interface AddonEntry {
  id: number;
  code: string;
  addon_name: string;
  description: string;
  /** Annual price, IPT included. */
  premium_pence: number;
  /** premium_pence / 10 rounded up to a penny, excluding credit charges. */
  monthly_premium_pence: number;
  documents: { ipid: string; policy_wording: string };
}

/** An addon as quoted: the catalogue entry and whether the customer chose it. */
export interface RatedAddon extends AddonEntry {
  is_selected: boolean;
}

/** Every table the engine reads; rateRisk accepts a replacement for tests and what-if pricing. */
export interface RatingTables {
  base: BasePremiumTable;
  factors: FactorTables;
  declines: DeclineRule[];
  excesses: ExcessTable;
  insurer: { default: string; by_cover_type: Partial<Record<CoverType, string>> };
  finance: FinanceTable;
  addons: AddonEntry[];
}
