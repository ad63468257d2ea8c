import type pg from 'pg';
import type { PaymentRecord, PaymentStore } from '#server/providers/payment/payment-types.ts';
import { inTransaction, isUniqueViolation, type Queryable } from './postgres-pool';

const COLUMNS = `payment_id, proposal_uuid, reference, amount_pence, description, status, brand, last4,
  return_url, form_key, created_at, updated_at, captured_at`;

/**
 * The payment store on PostgreSQL (migration 3 of postgres-migrations.ts). A payment is started under
 * a transaction-level advisory lock on its proposal, so two servers starting one at once serialise
 * (the second reuses the first's payment); status changes are conditional updates, and the partial
 * unique index payments_one_live keeps a proposal to one live or captured payment.
 */
export function postgresPaymentStore(pool: pg.Pool): PaymentStore {
  const one = async (sql: string, values: unknown[], db: Queryable = pool) =>
    ((await db.query<PaymentRecord>(sql, values)).rows[0] as PaymentRecord | undefined) ?? null;

  return {
    async openPayment(candidate) {
      return inTransaction(pool, async (client) => {
        await client.query("SELECT pg_advisory_xact_lock(hashtextextended('van-quote:payment:' || $1, 0))", [
          candidate.proposal_uuid,
        ]);
        const paid = await one(
          `SELECT ${COLUMNS} FROM payments WHERE proposal_uuid = $1 AND status = 'captured'`,
          [candidate.proposal_uuid],
          client,
        );
        if (paid) return paid;
        const { rows: live } = await client.query<PaymentRecord>(
          `SELECT ${COLUMNS} FROM payments WHERE proposal_uuid = $1 AND status IN ('open', 'challenge')`,
          [candidate.proposal_uuid],
        );
        const same = live.find((p) => p.amount_pence === candidate.amount_pence);
        if (same) return same;
        for (const p of live)
          await client.query(
            `UPDATE payments SET status = 'cancelled', updated_at = $1
             WHERE payment_id = $2 AND status IN ('open', 'challenge')`,
            [candidate.created_at, p.payment_id],
          );
        const c = candidate;
        return (await one(
          `INSERT INTO payments (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
           RETURNING ${COLUMNS}`,
          [
            c.payment_id,
            c.proposal_uuid,
            c.reference,
            c.amount_pence,
            c.description,
            c.status,
            c.brand,
            c.last4,
            c.return_url,
            c.form_key,
            c.created_at,
            c.updated_at,
            c.captured_at,
          ],
          client,
        ))!;
      });
    },
    async get(payment_id) {
      return one(`SELECT ${COLUMNS} FROM payments WHERE payment_id = $1`, [payment_id]);
    },
    async transition(payment_id, from, change) {
      if (from.length === 0) return false;
      const { status, brand = null, last4 = null, at } = change;
      try {
        const result = await pool.query(
          `UPDATE payments SET status = $1, brand = COALESCE($2, brand), last4 = COALESCE($3, last4),
           updated_at = $4, captured_at = CASE WHEN $1 = 'captured' THEN $4::timestamptz ELSE captured_at END
           WHERE payment_id = $5 AND status = ANY($6::text[])`,
          [status, brand, last4, at, payment_id, [...from]],
        );
        return result.rowCount === 1;
      } catch (error) {
        // A second live or captured payment for the proposal breaks payments_one_live: nothing changes.
        if (isUniqueViolation(error, 'payments_one_live')) return false;
        throw error;
      }
    },
    async capturedFor(proposal_uuid) {
      return one(`SELECT ${COLUMNS} FROM payments WHERE proposal_uuid = $1 AND status = 'captured'`, [
        proposal_uuid,
      ]);
    },
    async cancelOpen(proposal_uuid, at) {
      await pool.query(
        `UPDATE payments SET status = 'cancelled', updated_at = $1
         WHERE proposal_uuid = $2 AND status IN ('open', 'challenge')`,
        [at, proposal_uuid],
      );
    },
    async latestFor(proposal_uuid) {
      return one(
        `SELECT ${COLUMNS} FROM payments WHERE proposal_uuid = $1 AND status <> 'cancelled'
         ORDER BY created_at DESC, seq DESC LIMIT 1`,
        [proposal_uuid],
      );
    },
  };
}
