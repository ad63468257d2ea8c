/**
 * The quote and its optional covers as the API answers them (SPEC.md 3 "Quote", "Addon").
 *
 * Money on the wire keeps the field names of SPEC.md 3 (premium, monthly_payment ...) and is always
 * pounds with 2 decimals: the type `Pounds` says so wherever such a field is declared. Inside the
 * server and in new fields, money is integer pence with a `_pence` suffix (docs/decisions/010).
 */

/** An amount in pounds with 2 decimals, as SPEC.md 3 names its money fields. */
export type Pounds = number;

/** An optional cover as the server prices it (SPEC.md 3 "Addon"). */
export interface Addon {
  id: number;
  code: string;
  addon_name: string;
  description: string;
  premium: Pounds;
  monthly_premium: Pounds;
  is_selected: boolean;
  documents: { ipid: string; policy_wording: string };
}

/** One row of the excess table: whole pounds on screen (SPEC.md 9). */
export interface ExcessRow {
  category: string;
  description: string;
  amount: Pounds;
}

/** Links to the quote's documents (GET /applied/document/{applied_reference}/{document_id}). */
export interface QuoteDocuments {
  policy_summary: string;
  full_policy_wordings: string;
  proposal_form: string;
  terms_and_conditions: string;
  adequate_explanations: string;
  pre_contract_credit_information: string;
}

/** The server's quote (SPEC.md 3 "Quote"). A declined proposal's quote has is_quoted false and no figures. */
export interface Quote {
  is_quoted: boolean;
  is_purchased: boolean;
  is_accepted: boolean;
  premium: Pounds;
  net_premium?: Pounds;
  ipt?: Pounds;
  addons_total?: Pounds;
  /** Premium plus the selected optional covers: the single annual payment. */
  annual_total?: Pounds;
  monthly_deposit?: Pounds;
  monthly_amount_of_credit?: Pounds;
  monthly_installments?: number;
  monthly_payment?: Pounds;
  /** The interest charge as a percentage of the amount of credit. */
  monthly_interest?: number;
  monthly_interest_amount?: Pounds;
  monthly_total_payable?: Pounds;
  monthly_apr?: number;
  insurer_name?: string;
  cover_type?: string;
  cover_start_date: string;
  cover_end_date: string;
  valid_until: string;
  quoted_at: string;
  policy_number: string | null;
  accepted_at?: string | null;
  excesses?: { breakdown: ExcessRow[] };
  addons: Addon[];
  documents: QuoteDocuments;
  metadata: { initial_premium: Pounds | null; client_quote_ref: string; applied_reference: string };
}
