/**
 * The email outbox (DESIGN.md 3 "Email"): a message is written as a row in the same database
 * transaction as the change that promises it, and a worker sends it later. These types are the
 * contract between the composer, the store (server/store/sqlite-outbox.ts) and the worker.
 */

/** The one kind of message queued today: the confirmation promised on Complete (SPEC.md 2.13). */
export const CONFIRMATION_KIND = 'policy-confirmation';

export type OutboxKind = typeof CONFIRMATION_KIND;

/** pending: due at next_attempt_at; sending: leased by a worker; sent and failed are final. */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** A file attached to a message; content is text (HTML documents). */
export interface EmailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** A message ready to send: what the outbox stores as its payload. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: EmailAttachment[];
  /** The Message-ID header, angle brackets included; the same on every attempt. */
  message_id: string;
}

/** What a caller queues: one message for one proposal. */
export interface NewOutboxRow {
  kind: OutboxKind;
  proposal_uuid: string;
  payload: EmailMessage;
  /** ISO timestamp; the row is due at once. */
  created_at: string;
}

/** A stored row. Timestamps are ISO strings (UTC, fixed width, so they sort as text). */
export interface OutboxRow {
  id: number;
  kind: OutboxKind;
  proposal_uuid: string;
  payload: EmailMessage;
  status: OutboxStatus;
  /** Attempts started so far (a claim counts as an attempt, so a crash loop ends too). */
  attempts: number;
  next_attempt_at: string;
  lease_until: string | null;
  /** An error code only (never an address, a name or a server's free text). */
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** A row a worker holds: only the holder of lease_token may record a failed attempt. */
export interface ClaimedOutboxRow extends OutboxRow {
  lease_token: string;
  /** True when the row was taken over from a worker whose lease ran out (it may have sent it). */
  reclaimed: boolean;
}

/** The outbox as the worker sees it; the SQLite implementation is sqliteOutbox(db). */
export interface OutboxStore {
  /** Queues a row outside any transaction; false when (proposal_uuid, kind) is already queued. */
  enqueue(row: NewOutboxRow): Promise<boolean>;
  /**
   * Atomically takes the oldest due row (pending and due, or sending with an expired lease): sets it
   * sending with a new lease until now + leaseMs and counts the attempt. Two workers never hold the
   * same row at once. Null when nothing is due.
   */
  claimNext(now: Date, leaseMs: number): Promise<ClaimedOutboxRow | null>;
  /** Records the message as sent (final). A row already sent stays as it was. */
  markSent(id: number, now: Date): Promise<void>;
  /**
   * Records a failed attempt by the lease holder: pending again from retryAt, or failed (final)
   * when retryAt is null. Ignored when the lease was lost to another worker.
   */
  markAttemptFailed(id: number, leaseToken: string, error: string, retryAt: Date | null): Promise<void>;
  /** The row queued for a proposal, if any. */
  find(proposalUuid: string, kind: OutboxKind): Promise<OutboxRow | null>;
  /** Rows per status, for health checks and logs. */
  countByStatus(): Promise<Record<OutboxStatus, number>>;
}
