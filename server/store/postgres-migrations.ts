import type pg from 'pg';
import { inTransaction } from './postgres-pool';
import type { Migration } from './sqlite-migrations';
import { postgresFunnelMigration } from './postgres-funnel';

/**
 * The PostgreSQL schema, version for version the SQLite one (sqlite-migrations.ts): the same tables,
 * columns, keys and rules, in PostgreSQL's types (timestamptz, boolean, json).
 */
export const postgresMigrations: Migration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE proposals (
        uuid text PRIMARY KEY,
        reference text NOT NULL UNIQUE,
        version integer NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        postcode text,
        date_of_birth text,
        is_quoted boolean NOT NULL DEFAULT false,
        is_purchased boolean NOT NULL DEFAULT false,
        is_pay_monthly boolean NOT NULL DEFAULT false,
        data json NOT NULL
      );
      CREATE INDEX proposals_recall ON proposals (reference, postcode, date_of_birth);
      CREATE TABLE proposal_access (
        uuid text NOT NULL REFERENCES proposals (uuid) ON DELETE CASCADE,
        token_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (uuid, token_hash)
      );
    `,
  },
  {
    version: 2,
    sql: `
      ALTER TABLE proposals ADD COLUMN applied_reference text;
      CREATE UNIQUE INDEX proposals_applied_reference ON proposals (applied_reference);
    `,
  },
  {
    version: 3,
    // seq orders payments started in the same millisecond (SQLite's rowid does it there).
    sql: `
      CREATE TABLE payments (
        payment_id text PRIMARY KEY,
        proposal_uuid text NOT NULL,
        reference text NOT NULL,
        amount_pence integer NOT NULL CHECK (amount_pence > 0),
        description text NOT NULL,
        status text NOT NULL
          CHECK (status IN ('open', 'challenge', 'captured', 'declined', 'failed', 'cancelled')),
        brand text,
        last4 text CHECK (last4 IS NULL OR last4 ~ '^[0-9]{4}$'),
        return_url text NOT NULL,
        form_key text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        captured_at timestamptz,
        seq integer GENERATED ALWAYS AS IDENTITY
      );
      CREATE INDEX payments_by_proposal ON payments (proposal_uuid, created_at);
      CREATE UNIQUE INDEX payments_one_live ON payments (proposal_uuid)
        WHERE status IN ('open', 'challenge', 'captured');
    `,
  },
  {
    version: 4,
    sql: `
      CREATE TABLE outbox (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        kind text NOT NULL,
        proposal_uuid text NOT NULL REFERENCES proposals (uuid) ON DELETE CASCADE,
        payload json NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        lease_until timestamptz,
        lease_token text,
        last_error text,
        created_at timestamptz NOT NULL,
        sent_at timestamptz,
        UNIQUE (proposal_uuid, kind)
      );
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
    `,
  },
  {
    version: 5,
    sql: `
      CREATE TABLE rate_limits (
        key text NOT NULL,
        window_start bigint NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (key, window_start)
      );
    `,
  },
  {
    version: 6,
    sql: 'CREATE INDEX proposal_access_token ON proposal_access (token_hash);',
  },
  postgresFunnelMigration,
];

/**
 * Applies the migrations not applied yet in one transaction that first takes a transaction-level
 * advisory lock: servers starting together on one database queue on the lock, and each later one
 * finds the versions applied and does nothing. The lock ends with the transaction, even if the
 * server dies mid-way (PostgreSQL rolls the migration back).
 */
export async function migratePostgres(pool: pg.Pool, list: readonly Migration[] = postgresMigrations) {
  await inTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock(hashtextextended('van-quote:migrations', 0))");
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL)',
    );
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((r) => r.version));
    for (const m of [...list].sort((a, b) => a.version - b.version)) {
      if (applied.has(m.version)) continue;
      await client.query(m.sql);
      await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, now())', [
        m.version,
      ]);
    }
  });
}
