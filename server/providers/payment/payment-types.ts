/**
 * The card payment sandbox's records and its store interface (DESIGN.md 3, "Card payment").
 * A record never holds the card number, the CVC or the cardholder's name: only brand and last four.
 */

/**
 * Where a payment is:
 * - `open`: the hosted page waits for card details;
 * - `challenge`: a 3-D Secure challenge waits for Approve or Fail;
 * - `captured`: the money is taken (final);
 * - `declined`: the card was refused (final; a new payment may be started);
 * - `failed`: a processing error (final; a new payment may be started);
 * - `cancelled`: superseded by a payment of another amount for the same proposal (final).
 */
export type PaymentStatus = 'open' | 'challenge' | 'captured' | 'declined' | 'failed' | 'cancelled';

/** Statuses that still count for the idempotency key (a live or paid payment is reused). */
export const LIVE_STATUSES: readonly PaymentStatus[] = ['open', 'challenge', 'captured'];

/** Statuses a customer can still act on (submit a card, answer a challenge). */
export const ACTIONABLE_STATUSES: readonly PaymentStatus[] = ['open', 'challenge'];

/** What the quote journey may learn about a proposal's latest payment. */
export type PaymentOutcome = 'captured' | 'declined' | 'failed' | 'pending';

/** One stored payment, as the store keeps it (snake_case, like its columns). */
export interface PaymentRecord {
  /** Crypto-random, unguessable; the hosted page's address holds it. */
  payment_id: string;
  proposal_uuid: string;
  /** The quote reference, shown on the hosted page. */
  reference: string;
  amount_pence: number;
  /** What is paid for, shown on the hosted page. */
  description: string;
  status: PaymentStatus;
  /** Card brand (Visa, Mastercard, American Express, Card), once a card was submitted. */
  brand: string | null;
  /** The card number's last four digits, once a card was submitted. */
  last4: string | null;
  /** The validated same-origin path the top window is sent to when the payment finishes. */
  return_url: string;
  /** A random per-payment key; the hosted page's form tokens are HMACs under it. */
  form_key: string;
  created_at: string;
  updated_at: string;
  captured_at: string | null;
}

/** The proof of payment the quote acceptance trusts: read from the server's own record only. */
export interface CapturedPayment {
  payment_id: string;
  proposal_uuid: string;
  amount_pence: number;
  brand: string;
  last4: string;
  captured_at: string;
}

/** A status change: the new status, and the card's brand and last four when a card was used. */
export interface PaymentChange {
  status: PaymentStatus;
  brand?: string;
  last4?: string;
  /** ISO timestamp of the change (also `captured_at` when the new status is `captured`). */
  at: string;
}

/**
 * Where payments live. The embedded default is SQLite (`server/store/sqlite-payments.ts`); tests use
 * the memory store. Every method is atomic on its own.
 */
export interface PaymentStore {
  /**
   * The idempotent start, in one transaction: returns the proposal's captured payment if it has one,
   * else its open or challenged payment of the same amount, else cancels any other open or challenged
   * payment of the proposal and inserts `candidate`, returning it.
   */
  openPayment(candidate: PaymentRecord): Promise<PaymentRecord>;
  get(payment_id: string): Promise<PaymentRecord | null>;
  /**
   * Changes the status only if it is still one of `from` (a conditional update), and never makes a
   * second captured payment for a proposal. Answers whether this call made the change.
   */
  transition(payment_id: string, from: readonly PaymentStatus[], change: PaymentChange): Promise<boolean>;
  /** The proposal's captured payment, or null. */
  capturedFor(proposal_uuid: string): Promise<PaymentRecord | null>;
  /**
   * Cancels the proposal's open or challenged payments (its amount or plan changed: a page still
   * showing the old amount can no longer take it). A card submitted after this is not taken.
   */
  cancelOpen(proposal_uuid: string, at: string): Promise<void>;
  /** The proposal's most recently started payment that was not cancelled, or null. */
  latestFor(proposal_uuid: string): Promise<PaymentRecord | null>;
}
