import { funnelMigration } from './sqlite-funnel';
import { outboxMigration } from './sqlite-outbox';
import { paymentsMigration } from './sqlite-payments';
import { rateLimitsMigration } from './sqlite-rate-limits';

/** Schema migrations, applied in order, each once, inside one transaction (DESIGN.md 3). */
export const migrations: { version: number; sql: string }[] = [
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
  funnelMigration,
];
