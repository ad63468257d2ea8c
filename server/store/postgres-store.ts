import type { NewOutboxRow } from '#server/email/outbox-types.ts';
import { recallKeys, toRecord, writtenColumns, type ProposalRow } from './proposal-rows';
import { migratePostgres } from './postgres-migrations';
import { insertPostgresOutboxRow, postgresOutbox } from './postgres-outbox';
import { postgresPaymentStore } from './postgres-payments';
import { createPool, inTransaction, isUniqueViolation, type Queryable } from './postgres-pool';
import { postgresFunnelCounts } from './postgres-funnel';
import { postgresRateLimits } from './postgres-rate-limits';
import {
  DuplicateReferenceError,
  StaleVersionError,
  type ProposalChanges,
  type ProposalRecord,
  type Store,
} from './types';

export interface PostgresStoreOptions {
  /** Connections this server holds at most. */
  poolMax?: number;
  /** Told when an idle connection fails (the pool replaces it). */
  onIdleError?: (error: Error) => void;
}

/** How long the health probe waits for the database before calling it unreachable. */
const PING_TIMEOUT_MS = 2_000;

/**
 * Opens a pool to DATABASE_URL and migrates the schema (under an advisory lock): the store for several
 * stateless servers on one PostgreSQL. Every write is one statement or one transaction; a versioned
 * update is `UPDATE ... WHERE version = $expected`, so of two concurrent updates one changes no row
 * and is answered StaleVersionError (409), never a silent overwrite.
 */
export async function openPostgresStore(url: string, options: PostgresStoreOptions = {}): Promise<Store> {
  const pool = createPool(url, { max: options.poolMax ?? 10, onIdleError: options.onIdleError });
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }

  const proposal = async (
    sql: string,
    values: unknown[],
    db: Queryable = pool,
  ): Promise<ProposalRecord | null> => {
    const { rows } = await db.query<ProposalRow>(sql, values);
    return rows[0] ? toRecord(rows[0]) : null;
  };

  /**
   * The versioned write, through `db` (the pool, or the purchase's transaction: its read goes through
   * the same connection, so a purchase never waits for a second connection while holding one).
   */
  const write = async (db: Queryable, uuid: string, expectedVersion: number, changes: ProposalChanges) => {
    const current = await proposal('SELECT * FROM proposals WHERE uuid = $1', [uuid], db);
    if (!current || current.version !== expectedVersion) throw new StaleVersionError();
    const c = writtenColumns(current, changes);
    const { rows } = await db.query<ProposalRow>(
      `UPDATE proposals SET version = version + 1, updated_at = $3, postcode = $4, date_of_birth = $5,
       applied_reference = $6, is_quoted = $7, is_purchased = $8, is_pay_monthly = $9, data = $10
       WHERE uuid = $1 AND version = $2 RETURNING *`,
      [
        uuid,
        expectedVersion,
        new Date().toISOString(),
        c.postcode,
        c.dob,
        c.applied,
        c.isQuoted,
        c.isPurchased,
        c.isPayMonthly,
        c.data,
      ],
    );
    if (rows.length === 0) throw new StaleVersionError();
    return toRecord(rows[0]);
  };

  let ended: Promise<void> | undefined;
  return {
    payments: postgresPaymentStore(pool),
    outbox: postgresOutbox(pool),
    rateLimits: postgresRateLimits(pool),
    funnel: postgresFunnelCounts(pool),
    findByReference: (reference) => proposal('SELECT * FROM proposals WHERE reference = $1', [reference]),
    getProposal: (uuid) => proposal('SELECT * FROM proposals WHERE uuid = $1', [uuid]),
    findByAppliedReference: (applied) =>
      proposal('SELECT * FROM proposals WHERE applied_reference = $1', [applied]),
    async createProposal(p) {
      const keys = recallKeys(p.data);
      try {
        // One statement, so one transaction: the proposal and this browser's access to it.
        const created = await proposal(
          `WITH created AS (
             INSERT INTO proposals (uuid, reference, version, created_at, updated_at, postcode, date_of_birth,
               is_pay_monthly, data)
             VALUES ($1, $2, 1, $3, $3, $4, $5, $6, $7) RETURNING *
           ), granted AS (
             INSERT INTO proposal_access (uuid, token_hash, created_at) SELECT uuid, $8, $3 FROM created
           )
           SELECT * FROM created`,
          [
            p.uuid,
            p.reference,
            new Date().toISOString(),
            keys.postcode,
            keys.dob,
            p.isPayMonthly,
            JSON.stringify(p.data),
            p.tokenHash,
          ],
        );
        return created!;
      } catch (error) {
        if (isUniqueViolation(error, 'proposals_reference_key')) throw new DuplicateReferenceError();
        throw error;
      }
    },
    updateProposal: (uuid, expectedVersion, changes) => write(pool, uuid, expectedVersion, changes),
    purchase: (uuid, expectedVersion, changes, email: NewOutboxRow) =>
      inTransaction(pool, async (client) => {
        const record = await write(client, uuid, expectedVersion, changes);
        await insertPostgresOutboxRow(client, email);
        return record;
      }),
    async hasAccess(uuid, tokenHash) {
      const { rowCount } = await pool.query(
        'SELECT 1 FROM proposal_access WHERE uuid = $1 AND token_hash = $2',
        [uuid, tokenHash],
      );
      return rowCount === 1;
    },
    async knowsToken(tokenHash) {
      const { rowCount } = await pool.query('SELECT 1 FROM proposal_access WHERE token_hash = $1 LIMIT 1', [
        tokenHash,
      ]);
      return rowCount === 1;
    },
    async grantAccess(uuid, tokenHash) {
      await pool.query(
        `INSERT INTO proposal_access (uuid, token_hash, created_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [uuid, tokenHash, new Date().toISOString()],
      );
    },
    async countProposals() {
      const { rows } = await pool.query<{ n: number }>('SELECT COUNT(*) AS n FROM proposals');
      return rows[0].n;
    },
    async ping() {
      const timeout = new Promise<boolean>((resolve) => setTimeout(resolve, PING_TIMEOUT_MS, false).unref());
      const answer = pool.query<{ ok: number }>('SELECT 1 AS ok').then(({ rows }) => rows[0].ok === 1);
      return Promise.race([answer, timeout]);
    },
    close: () => (ended ??= pool.end()),
  };
}
