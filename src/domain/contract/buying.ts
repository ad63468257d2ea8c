/**
 * The buying calls of SPEC.md 7: recall, the Direct Debit set-up, the card payment and acceptance.
 */
import type { Proposal } from './proposal';

/** POST /api/proposal/recall: the three facts that find a quote (SPEC.md 3 "Recall request"). */
export interface RecallInput {
  reference: string;
  postcode: string;
  /** YYYY-MM-DD. */
  dob: string;
}

/**
 * Recall's failures: 404 `not_found` (the details match no quote: never says which one is wrong),
 * 409 `expired` with the proposal's uuid (SPEC.md 8: the customer picks a new start date and the
 * quote is given again), 429 `rate_limited`.
 */
export interface RecallExpired {
  code: 'expired';
  uuid: string;
}

/** PATCH /json/proposal/direct-debit (SPEC.md 7): the sort code is sent without dashes. */
export interface DirectDebitInput {
  uuid: string;
  account_name: string;
  account_number: string;
  sort_code: string;
}

/** The credit provider's answers (SPEC.md 4): accepted, invalid details, declined. */
export const DIRECT_DEBIT_ACCEPTED = 'API1000';
export const DIRECT_DEBIT_INVALID = 'API1010';
export const DIRECT_DEBIT_DECLINED = 'API2001';

/**
 * The answer to a Direct Debit set-up that reached the credit provider. API1000 carries the proposal
 * with its mandate; a decline carries the customer-safe message. (API1010 is a 422 whose error body
 * carries `reason_code` and the field messages.)
 */
export interface DirectDebitResponse {
  reason_code: string;
  data: {
    monthly_payments_response: { reason_code: string; message?: string };
    proposal?: Proposal;
  };
}

/** POST /api/proposal/{uuid}/quote/payment: where the card provider sends the customer back. */
export interface PaymentInput {
  return_url: string;
}

/** The hosted payment page to show in the frame, and the amount it takes (computed by the server). */
export interface PaymentResponse {
  payment_url: string;
  amount_pence: number;
  /** `captured` when this proposal has already paid: nothing will be taken again. */
  status: string;
}

/** How the proposal's latest card payment ended, if one was started. */
export type PaymentOutcome = 'captured' | 'declined' | 'failed' | 'pending';

/** GET /api/proposal/{uuid}/quote/payment. */
export interface PaymentOutcomeResponse {
  outcome: PaymentOutcome | null;
}
