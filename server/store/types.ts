/**
 * The store interface. The default implementation is embedded SQLite; a PostgreSQL one can be
 * added behind the same interface for deployments with several API servers (DESIGN.md 3).
 */

import type { Risk } from '#domain/contract/proposal.ts';
import type { NewOutboxRow, OutboxStore } from '#server/email/outbox-types.ts';
import type { PaymentStore } from '#server/providers/payment/payment-types.ts';
import type { Addon, Quote } from '#domain/contract/quote.ts';

/** What the proposal holds beyond its indexed columns, stored whole as JSON (the wire's shapes). */
export interface ProposalData {
  risk: Risk;
  addons: Addon[] | null;
  quote: Quote | null;
  direct_debit: Record<string, unknown> | null;
  /** The captured card payment the purchase rests on (brand and last four only). */
  payment?: { payment_id: string; amount_pence: number; brand: string; last4: string; captured_at: string };
}

export interface ProposalRecord {
  uuid: string;
  reference: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  isQuoted: boolean;
  isPurchased: boolean;
  isPayMonthly: boolean;
  data: ProposalData;
}

export interface NewProposal {
  uuid: string;
  reference: string;
  isPayMonthly: boolean;
  data: ProposalData;
  /** sha-256 of the browser's proposal token, which alone may read this proposal. */
  tokenHash: string;
}

/** The changes one write makes; fields left out keep their value. */
export interface ProposalChanges {
  isQuoted?: boolean;
  isPurchased?: boolean;
  isPayMonthly?: boolean;
  data?: ProposalData;
}

export class StaleVersionError extends Error {
  constructor() {
    super('stale proposal version');
  }
}

export class DuplicateReferenceError extends Error {
  constructor() {
    super('duplicate quote reference');
  }
}

/** Counts hits per key in fixed windows, shared by every server on the store. */
export interface RateLimitCounter {
  /** Counts one hit and answers the hits so far in the current window and when it ends. */
  hit(key: string, windowMs: number, now: Date): Promise<{ hits: number; resetsAt: Date }>;
}

/** One counter of the drop-off figures: how often, that day, an event of this kind named these. */
export interface FunnelCountRow {
  day: string;
  kind: string;
  step: string;
  /** '' where the event names no question (or no rule). */
  question: string;
  rule: string;
  count: number;
}

/** The drop-off figures: counts only (docs/analytics.md). */
export interface FunnelCounts {
  /** Adds each row's count to its counter, all in one transaction. */
  add(rows: readonly FunnelCountRow[]): Promise<void>;
  /** The counters of the days from `from` to `to` (YYYY-MM-DD, both included). */
  read(from: string, to: string): Promise<FunnelCountRow[]>;
}

export interface Store {
  /** The card payment sandbox's records (DESIGN.md 3: the proof of payment is the server's own). */
  readonly payments: PaymentStore;
  /** Emails waiting to be sent (the confirmation promised on Complete). */
  readonly outbox: OutboxStore;
  readonly rateLimits: RateLimitCounter;
  readonly funnel: FunnelCounts;
  /** The proposal whose quote reference this is (recall). */
  findByReference(reference: string): Promise<ProposalRecord | null>;
  /**
   * The purchase, in one transaction: the proposal's changes (versioned, as updateProposal) and the
   * confirmation email's outbox row, which is queued once per proposal however often this runs.
   */
  purchase(
    uuid: string,
    expectedVersion: number,
    changes: ProposalChanges,
    email: NewOutboxRow,
  ): Promise<ProposalRecord>;
  createProposal(proposal: NewProposal): Promise<ProposalRecord>;
  getProposal(uuid: string): Promise<ProposalRecord | null>;
  /** The proposal whose current quote has this applied reference (its documents' key). */
  findByAppliedReference(appliedReference: string): Promise<ProposalRecord | null>;
  /** Writes only when the stored version equals expectedVersion; otherwise throws StaleVersionError. */
  updateProposal(uuid: string, expectedVersion: number, changes: ProposalChanges): Promise<ProposalRecord>;
  hasAccess(uuid: string, tokenHash: string): Promise<boolean>;
  grantAccess(uuid: string, tokenHash: string): Promise<void>;
  /** Whether this store ever issued the token (it has access to some proposal). */
  knowsToken(tokenHash: string): Promise<boolean>;
  /** Rows in the proposals table, for health checks and tests. */
  countProposals(): Promise<number>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
