/**
 * The credit provider contract (DESIGN.md 3, SPEC.md 4 and 8): a Direct Debit credit check that answers
 * accepted (API1000), invalid bank details (API1010) or declined (API2001). The embedded sandbox
 * (`sandbox-credit-provider.ts`) implements it; a real provider is another implementation of the same
 * interface chosen by configuration.
 */

/** Reason code: the application is accepted and a Direct Debit mandate is set up. */
export const CREDIT_ACCEPTED = 'API1000';
/** Reason code: the bank details are invalid (format or UK modulus check); the form shows `fields`. */
export const CREDIT_INVALID_DETAILS = 'API1010';
/** Reason code: the details are valid but the provider declines credit (to InstalmentsDeclined). */
export const CREDIT_DECLINED = 'API2001';

/** Every reason code a {@link CreditDecision} can carry. */
export type CreditReasonCode =
  typeof CREDIT_ACCEPTED | typeof CREDIT_INVALID_DETAILS | typeof CREDIT_DECLINED;

/** What the caller sends: the proposal, the bank details and the credit agreement's figures. */
export interface CreditApplication {
  /** The proposal's uuid; with the bank details it makes the mandate reference. */
  proposal_uuid: string;
  /** The quote reference (a digit and 12 upper-case letters or digits). */
  reference: string;
  /** Account holder's name as typed (SPEC.md 5.2 full-name). */
  account_name: string;
  /** Account number, 8 digits (surrounding spaces are ignored). */
  account_number: string;
  /** Sort code, 6 digits; hyphens and spaces are ignored, so '08-99-99' and '089999' are the same. */
  sort_code: string;
  /** Deposit paid by card now. */
  deposit_pence: number;
  /** Amount lent: the total premium less the deposit. */
  amount_of_credit_pence: number;
  /** One monthly instalment. */
  instalment_pence: number;
  /** Number of monthly instalments. */
  instalments: number;
}

/** The Direct Debit mandate of an accepted application. Holds no full account number. */
export interface DirectDebitMandate {
  /** 'VQ' then 10 characters of Crockford base32 (digits and upper-case letters without I, L, O, U). */
  mandate_reference: string;
  /** The account holder's name, trimmed, single spaces. */
  account_name: string;
  /** '****' and the last four digits, e.g. '****4958'. */
  account_number_masked: string;
  /** '**-**-' and the last two digits, e.g. '**-**-99'. */
  sort_code_masked: string;
  /** When the provider set the mandate up (ISO 8601, UTC). */
  created_at: string;
}

/** One bank-detail field the customer must correct, with the message to show on it. */
export interface CreditFieldError {
  path: 'account_name' | 'account_number' | 'sort_code';
  message: string;
}

/** API1000: accepted; store `mandate` on the proposal and go on to the card payment of the deposit. */
export interface CreditAccepted {
  reason_code: typeof CREDIT_ACCEPTED;
  mandate: DirectDebitMandate;
}

/** API1010: invalid bank details; show each message on its field and stay on Instalments. */
export interface CreditInvalidDetails {
  reason_code: typeof CREDIT_INVALID_DETAILS;
  fields: CreditFieldError[];
}

/** API2001: declined; `message` is safe to show the customer (InstalmentsDeclined offers Pay in full). */
export interface CreditDeclined {
  reason_code: typeof CREDIT_DECLINED;
  message: string;
}

/** A credit provider's answer, discriminated on `reason_code`. */
export type CreditDecision = CreditAccepted | CreditInvalidDetails | CreditDeclined;

/** Checks Direct Debit bank details and decides on credit for monthly payments. */
export interface CreditProvider {
  /**
   * Decides on an application. Deterministic: the same proposal and bank details always give the
   * same decision and the same mandate reference, so a retried request is safe.
   * @throws CreditUnavailableError when the provider cannot be reached (answer HTTP 503).
   * @throws CreditApplicationError when the figures or identifiers are malformed (a server bug).
   */
  check(application: CreditApplication): Promise<CreditDecision>;
}

/**
 * The provider could not be reached or did not answer; nothing was decided. The caller answers
 * HTTP 503 and the customer may try again. `message` is customer-safe.
 */
export class CreditUnavailableError extends Error {
  override readonly name = 'CreditUnavailableError';
  /** A code for the error body, e.g. `{ error: { code: 'credit_unavailable', ... } }`. */
  readonly code = 'credit_unavailable';
}

/**
 * The application's identifiers or figures are malformed (not bank details, which give API1010):
 * the integrating code sent something the rating engine never produces. `message` names the field
 * and never carries bank details.
 */
export class CreditApplicationError extends Error {
  override readonly name = 'CreditApplicationError';
}
