import { randomBytes } from 'node:crypto';
import type {
  ClaimedOutboxRow,
  NewOutboxRow,
  OutboxRow,
  OutboxStatus,
  OutboxStore,
} from '#server/email/outbox-types.ts';
import type { Queryable } from './postgres-pool';

interface Row extends OutboxRow {
  lease_token: string | null;
}

function toRow({ lease_token: _token, ...row }: Row): OutboxRow {
  return row;
}

/**
 * Inserts an outbox row through `db`: a client inside the purchase's transaction, so the row commits
 * or rolls back with it. False, inserting nothing, when the proposal already has a row of this kind.
 */
export async function insertPostgresOutboxRow(db: Queryable, row: NewOutboxRow): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO outbox (kind, proposal_uuid, payload, status, attempts, next_attempt_at, created_at)
     VALUES ($1, $2, $3, 'pending', 0, $4, $4) ON CONFLICT (proposal_uuid, kind) DO NOTHING`,
    [row.kind, row.proposal_uuid, JSON.stringify(row.payload), row.created_at],
  );
  return result.rowCount === 1;
}

/**
 * The outbox on PostgreSQL (migration 4). A claim is one statement: the oldest due row is locked with
 * FOR UPDATE SKIP LOCKED and leased, so workers on several servers each take a different row and
 * never wait on each other; the payload column is json, so an unreadable payload cannot be stored.
 */
export function postgresOutbox(db: Queryable): OutboxStore {
  return {
    enqueue: (row) => insertPostgresOutboxRow(db, row),
    async claimNext(now, leaseMs) {
      const token = randomBytes(16).toString('hex');
      const { rows } = await db.query<Row & { previous_status: OutboxStatus }>(
        `WITH next AS (
           SELECT id, status FROM outbox
           WHERE (status = 'pending' AND next_attempt_at <= $1) OR (status = 'sending' AND lease_until <= $1)
           ORDER BY next_attempt_at, id LIMIT 1
           FOR UPDATE SKIP LOCKED
         )
         UPDATE outbox o SET status = 'sending', attempts = o.attempts + 1, lease_until = $2, lease_token = $3
         FROM next WHERE o.id = next.id
         RETURNING o.*, next.status AS previous_status`,
        [now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), token],
      );
      if (rows.length === 0) return null;
      const { previous_status, ...row } = rows[0];
      return {
        ...toRow(row),
        lease_token: token,
        reclaimed: previous_status === 'sending',
      } as ClaimedOutboxRow;
    },
    async markSent(id, now) {
      await db.query(
        `UPDATE outbox SET status = 'sent', sent_at = $1, lease_until = NULL, lease_token = NULL
         WHERE id = $2 AND status <> 'sent'`,
        [now.toISOString(), id],
      );
    },
    async markAttemptFailed(id, leaseToken, error, retryAt) {
      const status: OutboxStatus = retryAt ? 'pending' : 'failed';
      await db.query(
        `UPDATE outbox SET status = $1, next_attempt_at = COALESCE($2::timestamptz, next_attempt_at),
         lease_until = NULL, lease_token = NULL, last_error = $3
         WHERE id = $4 AND status = 'sending' AND lease_token = $5`,
        [status, retryAt?.toISOString() ?? null, error, id, leaseToken],
      );
    },
    async find(proposalUuid, kind) {
      const { rows } = await db.query<Row>('SELECT * FROM outbox WHERE proposal_uuid = $1 AND kind = $2', [
        proposalUuid,
        kind,
      ]);
      return rows[0] ? toRow(rows[0]) : null;
    },
    async countByStatus() {
      const result: Record<OutboxStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
      const { rows } = await db.query<{ status: OutboxStatus; n: number }>(
        'SELECT status, COUNT(*) AS n FROM outbox GROUP BY status',
      );
      for (const { status, n } of rows) result[status] = n;
      return result;
    },
  };
}
