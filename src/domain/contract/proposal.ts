/**
 * The proposal as the API answers it and what a browser may send (SPEC.md 3 "Proposal", 7).
 */
import type { Addon, Quote } from './quote';

/** The customer's answers: the quote-form step schemas (schemas/quote-form/) say what they hold. */
export type Risk = Record<string, unknown>;

/** The Direct Debit mandate as answered: never the whole account number (`****1234`). */
export interface DirectDebitSummary {
  account_name: string;
  account_number: string;
  sort_code: string;
  mandate_reference?: string;
}

/** The proposal as every proposal call answers it. */
export interface Proposal {
  uuid: string;
  reference: string;
  version: number;
  is_pay_monthly: boolean;
  is_purchased: boolean;
  is_quoted: boolean;
  quote: Quote | null;
  addons: Addon[] | null;
  direct_debit: DirectDebitSummary | null;
  risk: Risk;
  created_at: string;
  updated_at: string;
}

/** The body of every call that answers a proposal. */
export interface ProposalResponse {
  proposal: Proposal;
}

/** POST /api/proposal and POST /api/proposal/{uuid} (update: version required); also a quote's body. */
export interface ProposalInput {
  version?: number;
  is_pay_monthly?: boolean;
  risk: Risk;
}

/** POST /api/proposal/{uuid}/addons: the selected covers, by code. */
export interface AddonsInput {
  addons: { code: string }[] | null;
}

/** POST /api/proposal/{uuid}/payment-method. */
export interface PaymentMethodInput {
  is_pay_monthly: boolean;
}
