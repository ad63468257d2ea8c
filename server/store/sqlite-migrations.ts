import type Database from 'better-sqlite3';
import { funnelMigration } from './sqlite-funnel';
import { outboxMigration } from './sqlite-outbox';
import { paymentsMigration } from './sqlite-payments';
import { rateLimitsMigration } from './sqlite-rate-limits';

/** A schema change: applied once, in order of version. PostgreSQL's list uses the same versions. */
export interface Migration {
  version: number;
  sql: string;
}

/** The SQLite schema's migrations (DESIGN.md 3). */
export const migrations: Migration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE proposals (
        uuid TEXT PRIMARY KEY,
        reference TEXT NOT NULL UNIQUE,
        version INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        postcode TEXT,
        date_of_birth TEXT,
        is_quoted INTEGER NOT NULL DEFAULT 0,
        is_purchased INTEGER NOT NULL DEFAULT 0,
        is_pay_monthly INTEGER NOT NULL DEFAULT 0,
        data TEXT NOT NULL
      );
      CREATE INDEX proposals_recall ON proposals (reference, postcode, date_of_birth);
      CREATE TABLE proposal_access (
        uuid TEXT NOT NULL REFERENCES proposals (uuid) ON DELETE CASCADE,
        token_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (uuid, token_hash)
      );
    `,
  },
  {
    version: 2,
    sql: `
      ALTER TABLE proposals ADD COLUMN applied_reference TEXT;
      CREATE UNIQUE INDEX proposals_applied_reference ON proposals (applied_reference);
    `,
  },
  paymentsMigration,
  outboxMigration,
  rateLimitsMigration,
  {
    version: 6,
    // knowsToken looks a token up alone; the primary key (uuid, token_hash) cannot answer that.
    sql: 'CREATE INDEX proposal_access_token ON proposal_access (token_hash);',
  },
  funnelMigration,
];

/**
 * Applies the migrations not applied yet, all in one IMMEDIATE transaction: it takes the file's write
 * lock before reading which versions are applied, so two servers starting together on one file
 * migrate one after the other (the second finds nothing to do) instead of both applying a version.
 */
export function migrateSqlite(db: Database.Database, list: readonly Migration[] = migrations): void {
  const migrate = db.transaction(() => {
    db.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)',
    );
    const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
    const record = db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)');
    for (const m of [...list].sort((a, b) => a.version - b.version)) {
      if (applied.has(m.version)) continue;
      db.exec(m.sql);
      record.run(m.version, new Date().toISOString());
    }
  });
  migrate.immediate();
}
