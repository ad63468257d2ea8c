/**
 * The quote and its optional covers as the API answers them (SPEC.md 3): the contract the server's
 * presenter (server/quotes/present-quote.ts) is checked against and the screens read. Pounds.
 */

/** An optional cover as the server prices it (SPEC.md 3 "Addon"). */
export interface Addon {
  id: number;
  code: string;
  addon_name: string;
  description: string;
  premium: number;
  monthly_premium: number;
  is_selected: boolean;
  documents: { ipid: string; policy_wording: string };
}

/** The server's quote (SPEC.md 3 "Quote"); amounts in pounds. */
export interface Quote {
  is_quoted: boolean;
  is_purchased: boolean;
  is_accepted: boolean;
  premium: number;
  net_premium?: number;
  ipt?: number;
  addons_total?: number;
  annual_total?: number;
  monthly_deposit?: number;
  monthly_amount_of_credit?: number;
  monthly_installments?: number;
  monthly_payment?: number;
  /** The interest charge as a percentage of the amount of credit. */
  monthly_interest?: number;
  monthly_interest_amount?: number;
  monthly_total_payable?: number;
  monthly_apr?: number;
  insurer_name?: string;
  cover_type?: string;
  cover_start_date: string;
  cover_end_date: string;
  valid_until: string;
  quoted_at: string;
  policy_number: string | null;
  excesses?: { breakdown: { category: string; description: string; amount: number }[] };
  addons: Addon[];
  documents: {
    policy_summary: string;
    full_policy_wordings: string;
    proposal_form: string;
    terms_and_conditions: string;
    adequate_explanations: string;
    pre_contract_credit_information: string;
  };
  metadata: { initial_premium: number | null; client_quote_ref: string; applied_reference: string };
}
