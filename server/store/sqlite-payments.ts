import type Database from 'better-sqlite3';
import type {
  PaymentChange,
  PaymentRecord,
  PaymentStatus,
  PaymentStore,
} from '#server/providers/payment/payment-types.ts';

/**
 * Migration 3: the card payment sandbox's table (server/providers/payment/README.md). A partial
 * unique index makes the rule hold in the database itself: a proposal has at most one open,
 * challenged or captured payment, so never two captured ones. The card number, CVC and name have no
 * column: only brand and last four are kept.
 */
export const paymentsMigration: { version: number; sql: string } = {
  version: 3,
  sql: `
    CREATE TABLE payments (
      payment_id TEXT PRIMARY KEY,
      proposal_uuid TEXT NOT NULL,
      reference TEXT NOT NULL,
      amount_pence INTEGER NOT NULL CHECK (amount_pence > 0),
      description TEXT NOT NULL,
      status TEXT NOT NULL
        CHECK (status IN ('open', 'challenge', 'captured', 'declined', 'failed', 'cancelled')),
      brand TEXT,
      last4 TEXT CHECK (last4 IS NULL OR (length(last4) = 4 AND last4 NOT GLOB '*[^0-9]*')),
      return_url TEXT NOT NULL,
      form_key TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      captured_at TEXT
    );
    CREATE INDEX payments_by_proposal ON payments (proposal_uuid, created_at);
    CREATE UNIQUE INDEX payments_one_live ON payments (proposal_uuid)
      WHERE status IN ('open', 'challenge', 'captured');
  `,
};

/**
 * The payment store over an open better-sqlite3 handle whose migrations include `paymentsMigration`.
 * Every write is one statement or one IMMEDIATE transaction; status changes are conditional on the
 * current status, so two concurrent submits cannot both capture.
 */
export function sqlitePaymentStore(db: Database.Database): PaymentStore {
  const selectOne = db.prepare('SELECT * FROM payments WHERE payment_id = ?');
  const selectCaptured = db.prepare("SELECT * FROM payments WHERE proposal_uuid = ? AND status = 'captured'");
  const selectActionable = db.prepare(
    "SELECT * FROM payments WHERE proposal_uuid = ? AND status IN ('open', 'challenge')",
  );
  const selectLatest = db.prepare(
    `SELECT * FROM payments WHERE proposal_uuid = ? AND status <> 'cancelled'
     ORDER BY created_at DESC, rowid DESC LIMIT 1`,
  );
  const cancel = db.prepare(
    `UPDATE payments SET status = 'cancelled', updated_at = ?
     WHERE payment_id = ? AND status IN ('open', 'challenge')`,
  );
  const cancelAll = db.prepare(
    `UPDATE payments SET status = 'cancelled', updated_at = ?
     WHERE proposal_uuid = ? AND status IN ('open', 'challenge')`,
  );
  const insert = db.prepare(`INSERT INTO payments
    (payment_id, proposal_uuid, reference, amount_pence, description, status, brand, last4, return_url,
     form_key, created_at, updated_at, captured_at)
    VALUES (@payment_id, @proposal_uuid, @reference, @amount_pence, @description, @status, @brand, @last4,
     @return_url, @form_key, @created_at, @updated_at, @captured_at)`);

  const open = db.transaction((candidate: PaymentRecord): PaymentRecord => {
    const paid = selectCaptured.get(candidate.proposal_uuid) as PaymentRecord | undefined;
    if (paid) return paid;
    const live = selectActionable.all(candidate.proposal_uuid) as PaymentRecord[];
    const same = live.find((p) => p.amount_pence === candidate.amount_pence);
    if (same) return same;
    for (const p of live) cancel.run(candidate.created_at, p.payment_id);
    insert.run(candidate);
    return selectOne.get(candidate.payment_id) as PaymentRecord;
  });

  // One prepared conditional UPDATE per number of "from" statuses.
  const updates = new Map<number, Database.Statement>();
  const updateFrom = (count: number): Database.Statement => {
    let statement = updates.get(count);
    if (!statement) {
      statement = db.prepare(
        `UPDATE payments SET status = ?, brand = COALESCE(?, brand), last4 = COALESCE(?, last4),
         updated_at = ?, captured_at = CASE WHEN ? = 'captured' THEN ? ELSE captured_at END
         WHERE payment_id = ? AND status IN (${Array(count).fill('?').join(', ')})`,
      );
      updates.set(count, statement);
    }
    return statement;
  };

  const transition = (payment_id: string, from: readonly PaymentStatus[], change: PaymentChange): boolean => {
    const { status, brand = null, last4 = null, at } = change;
    try {
      const result = updateFrom(from.length).run(status, brand, last4, at, status, at, payment_id, ...from);
      return result.changes === 1;
    } catch (e) {
      // A second live or captured payment for the proposal breaks payments_one_live: nothing changes.
      if (e instanceof Error && /UNIQUE constraint failed: payments\.proposal_uuid/.test(e.message))
        return false;
      throw e;
    }
  };

  return {
    async openPayment(candidate) {
      // IMMEDIATE takes the write lock before reading, so two servers cannot both insert.
      return open.immediate(candidate);
    },
    async get(payment_id) {
      return (selectOne.get(payment_id) as PaymentRecord | undefined) ?? null;
    },
    async transition(payment_id, from, change) {
      return from.length > 0 && transition(payment_id, from, change);
    },
    async capturedFor(proposal_uuid) {
      return (selectCaptured.get(proposal_uuid) as PaymentRecord | undefined) ?? null;
    },
    async latestFor(proposal_uuid) {
      return (selectLatest.get(proposal_uuid) as PaymentRecord | undefined) ?? null;
    },
    async cancelOpen(proposal_uuid, at) {
      cancelAll.run(at, proposal_uuid);
    },
  };
}
