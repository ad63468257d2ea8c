import type { CardFieldErrors } from './card-form';
import type {
  CapturedPayment,
  PaymentOutcome,
  PaymentRecord,
  PaymentStatus,
  PaymentStore,
} from './payment-types';

/** The card payment sandbox's public API (README.md in this folder). */

/** Where the hosted payment pages live (served by `paymentSandboxRoutes`). */
export const PAYMENT_PAGE_PREFIX = '/sandbox/pay/';

/** The hosted page of one payment: the `payment_url` shown in the Payment screen's iframe. */
export const paymentPageUrl = (payment_id: string): string => `${PAYMENT_PAGE_PREFIX}${payment_id}`;

/** The largest amount the sandbox takes in one payment (£100,000), a guard against nonsense. */
export const MAX_AMOUNT_PENCE = 10_000_000;

export interface StartPaymentInput {
  proposal_uuid: string;
  /** The quote reference, shown on the page. */
  reference: string;
  /** Computed by the server (deposit or premium), never sent by the browser. */
  amount_pence: number;
  /** What is paid for, shown on the page, e.g. "Annual premium". */
  description: string;
  /** Must be `/quote/payment-redirect?uuid=<proposal_uuid>`, relative or on `origin`. */
  return_url: string;
  /** Our own origin (e.g. `https://vanquote.example`), when the browser sends an absolute return_url. */
  origin?: string;
}

export interface StartedPayment {
  payment_id: string;
  /** Same-origin path of the hosted page, for the iframe. */
  payment_url: string;
  /** `captured` when the proposal has already paid: nothing will be taken again. */
  status: PaymentStatus;
}

/** What a hosted-page request leads to; `hosted-page.ts` renders each kind. */
export type PaymentView =
  | { kind: 'not_found' }
  | { kind: 'forbidden' }
  | {
      kind: 'card';
      payment: PaymentRecord;
      token: string;
      errors: CardFieldErrors;
      values: { expiry: string; name: string };
    }
  | { kind: 'challenge'; payment: PaymentRecord; token: string }
  | { kind: 'finished'; payment: PaymentRecord; return_href: string; repeat: boolean };

/**
 * What the quote journey needs from any card payment provider: the sandbox below, or a real one
 * (README.md, "A real provider").
 */
export interface PaymentProvider {
  /**
   * Starts a payment, or returns the one that already stands for this proposal and amount (the
   * idempotency key): an open, challenged or captured payment is reused, a proposal that has paid gets
   * its captured payment whatever the amount, and a new amount cancels an unpaid payment of another.
   * Throws ApiError 422 for a bad return_url or amount.
   */
  startPayment(input: StartPaymentInput): Promise<StartedPayment>;
  /** The proposal's captured payment from the server's own record: what quote acceptance trusts. */
  capturedPayment(proposal_uuid: string): Promise<CapturedPayment | null>;
  /** How the proposal's latest payment ended (`pending` while unfinished), or null if none started. */
  latestOutcome(proposal_uuid: string): Promise<PaymentOutcome | null>;
  /**
   * Stops any unfinished payment of the proposal (its price or plan changed): a page still open on
   * the old amount takes nothing, and says so. A captured payment is left as it is.
   */
  cancelOpenPayments(proposal_uuid: string): Promise<void>;
}

/** The sandbox: a PaymentProvider that also serves its own hosted page. */
export interface PaymentSandbox extends PaymentProvider {
  /** The merchant named on the hosted page. */
  readonly merchant: string;
  /** GET of the hosted page. */
  view(payment_id: string): Promise<PaymentView>;
  /** POST of the card form (fields card_number, expiry, cvc, name, token). */
  submitCard(payment_id: string, form: Record<string, unknown>): Promise<PaymentView>;
  /** POST of the 3-D Secure challenge (fields action=approve|fail, token). */
  answerChallenge(payment_id: string, form: Record<string, unknown>): Promise<PaymentView>;
}

export interface PaymentSandboxOptions {
  store: PaymentStore;
  merchant?: string;
  /** The clock (tests fix it); card expiry is checked against the UK date. */
  now?: () => Date;
}
