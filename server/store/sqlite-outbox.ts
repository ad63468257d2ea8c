import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import type { ConfirmationInput } from '#server/email/compose-confirmation.ts';
import { confirmationOutboxRow } from '#server/email/confirmation-row.ts';
import type {
  ClaimedOutboxRow,
  EmailMessage,
  NewOutboxRow,
  OutboxRow,
  OutboxStatus,
  OutboxStore,
} from '#server/email/outbox-types.ts';

/**
 * The outbox table (DESIGN.md 3 "Email"). One row per (proposal, kind): a purchase queues one
 * confirmation however often it is accepted. Timestamps are ISO text (UTC, fixed width, sortable).
 */
export const outboxMigration: { version: number; sql: string } = {
  version: 4,
  sql: `
    CREATE TABLE outbox (
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL,
      proposal_uuid TEXT NOT NULL REFERENCES proposals (uuid) ON DELETE CASCADE,
      payload TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at TEXT NOT NULL,
      lease_until TEXT,
      lease_token TEXT,
      last_error TEXT,
      created_at TEXT NOT NULL,
      sent_at TEXT,
      UNIQUE (proposal_uuid, kind)
    );
    CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
  `,
};

interface Row extends Omit<OutboxRow, 'payload'> {
  payload: string;
  lease_token: string | null;
}

const DUE = `((status = 'pending' AND next_attempt_at <= @now) OR (status = 'sending' AND lease_until <= @now))`;

function toRow({ lease_token: _token, ...row }: Row): OutboxRow {
  return { ...row, payload: JSON.parse(row.payload) as EmailMessage };
}

/**
 * Inserts an outbox row with the caller's connection, so it commits or rolls back with the caller's
 * transaction (call it inside the purchase's db.transaction). Returns false, inserting nothing, when
 * this proposal already has a row of this kind.
 */
export function insertOutboxRow(db: Database.Database, row: NewOutboxRow): boolean {
  const result = db
    .prepare(
      `INSERT INTO outbox (kind, proposal_uuid, payload, status, attempts, next_attempt_at, created_at)
       VALUES (?, ?, ?, 'pending', 0, ?, ?) ON CONFLICT (proposal_uuid, kind) DO NOTHING`,
    )
    .run(row.kind, row.proposal_uuid, JSON.stringify(row.payload), row.created_at, row.created_at);
  return result.changes === 1;
}

/**
 * Composes a policy's confirmation and queues it: insertOutboxRow for the common case. Synchronous;
 * call it inside the purchase transaction, after the proposal is marked purchased.
 */
export function enqueueConfirmation(
  db: Database.Database,
  proposalUuid: string,
  input: ConfirmationInput,
  now: Date = new Date(),
): boolean {
  return insertOutboxRow(db, confirmationOutboxRow(proposalUuid, input, now));
}

/** The outbox over a better-sqlite3 connection whose schema includes outboxMigration. */
export function sqliteOutbox(db: Database.Database): OutboxStore {
  const due = db.prepare(`SELECT * FROM outbox WHERE ${DUE} ORDER BY next_attempt_at, id LIMIT 1`);
  const claim = db.prepare(`UPDATE outbox SET status = 'sending', attempts = attempts + 1,
    lease_until = @lease_until, lease_token = @token WHERE id = @id AND ${DUE}`);
  const byId = db.prepare('SELECT * FROM outbox WHERE id = ?');
  const giveUp = db.prepare(`UPDATE outbox SET status = 'failed', lease_until = NULL, lease_token = NULL,
    last_error = 'EPAYLOAD' WHERE id = ?`);
  const sent = db.prepare(`UPDATE outbox SET status = 'sent', sent_at = ?, lease_until = NULL,
    lease_token = NULL WHERE id = ? AND status <> 'sent'`);
  const failed =
    db.prepare(`UPDATE outbox SET status = @status, next_attempt_at = COALESCE(@retry, next_attempt_at),
    lease_until = NULL, lease_token = NULL, last_error = @error
    WHERE id = @id AND status = 'sending' AND lease_token = @token`);
  const find = db.prepare('SELECT * FROM outbox WHERE proposal_uuid = ? AND kind = ?');
  const counts = db.prepare('SELECT status, COUNT(*) AS n FROM outbox GROUP BY status');

  // BEGIN IMMEDIATE takes the write lock before reading, so the row read is the row updated, and
  // two connections (two servers on one file) wait for each other instead of both claiming it.
  const claimNext = db.transaction((now: string, leaseUntil: string): ClaimedOutboxRow | null => {
    for (;;) {
      const candidate = due.get({ now }) as Row | undefined;
      if (!candidate) return null;
      const token = randomBytes(16).toString('hex');
      claim.run({ id: candidate.id, now, lease_until: leaseUntil, token });
      const row = byId.get(candidate.id) as Row;
      try {
        return { ...toRow(row), lease_token: token, reclaimed: candidate.status === 'sending' };
      } catch {
        giveUp.run(candidate.id); // an unreadable payload can never be sent: set it aside
      }
    }
  });

  return {
    async enqueue(row) {
      return insertOutboxRow(db, row);
    },
    async claimNext(now, leaseMs) {
      return claimNext.immediate(now.toISOString(), new Date(now.getTime() + leaseMs).toISOString());
    },
    async markSent(id, now) {
      sent.run(now.toISOString(), id);
    },
    async markAttemptFailed(id, leaseToken, error, retryAt) {
      const status: OutboxStatus = retryAt ? 'pending' : 'failed';
      failed.run({ id, token: leaseToken, status, retry: retryAt?.toISOString() ?? null, error });
    },
    async find(proposalUuid, kind) {
      const row = find.get(proposalUuid, kind) as Row | undefined;
      return row ? toRow(row) : null;
    },
    async countByStatus() {
      const result: Record<OutboxStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
      for (const { status, n } of counts.all() as { status: OutboxStatus; n: number }[]) result[status] = n;
      return result;
    },
  };
}
