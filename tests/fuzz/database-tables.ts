/**
 * What the fuzz and crash runs read and write behind the server's back, on either store: every row
 * of a table (as SQLite gives it: flags 0/1, JSON as text, times as ISO text), a table's contents put
 * back, and an integrity check. SQLite through better-sqlite3 on the file; PostgreSQL through one
 * connection on the run's schema.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import type { TestDatabase } from '#tests/support/test-database.ts';

export type Row = Record<string, unknown>;

export interface DatabaseTables {
  rows(table: string): Promise<Row[]>;
  /** Empties these tables (children first) and inserts the rows given (parents first). */
  replace(contents: [table: string, rows: Row[]][]): Promise<void>;
  /**
   * 'ok', or what is wrong: the file's own check (SQLite), then rows that one transaction writes
   * together found apart: a proposal without its browser's access, an email for a proposal not bought.
   */
  integrity(): Promise<string>;
  close(): Promise<void>;
}

const TOGETHER = `SELECT
  (SELECT COUNT(*) FROM proposals p WHERE NOT EXISTS
    (SELECT 1 FROM proposal_access a WHERE a.uuid = p.uuid)) AS without_access,
  (SELECT COUNT(*) FROM outbox o JOIN proposals p ON p.uuid = o.proposal_uuid
    WHERE NOT p.is_purchased) AS emails_unbought`;

function together(counts: { without_access: unknown; emails_unbought: unknown }): string {
  const problems = [
    Number(counts.without_access) > 0 ? `${counts.without_access} proposals without access` : '',
    Number(counts.emails_unbought) > 0 ? `${counts.emails_unbought} emails for proposals not bought` : '',
  ].filter(Boolean);
  return problems.length === 0 ? 'ok' : problems.join('; ');
}

function sqliteTables(file: string): DatabaseTables {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = OFF');
  return {
    async rows(table) {
      return db.prepare(`SELECT * FROM ${table}`).all() as Row[];
    },
    async replace(contents) {
      db.transaction(() => {
        for (const [table] of [...contents].reverse()) db.prepare(`DELETE FROM ${table}`).run();
        for (const [table, rows] of contents)
          for (const row of rows) {
            const columns = Object.keys(row);
            db.prepare(
              `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
            ).run(row);
          }
      })();
    },
    async integrity() {
      const check = String(
        (db.pragma('integrity_check') as { integrity_check: string }[])[0].integrity_check,
      );
      return check === 'ok' ? together(db.prepare(TOGETHER).get() as never) : check;
    },
    async close() {
      db.close();
    },
  };
}

/** A PostgreSQL value as SQLite would hold it. */
function likeSqlite(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

async function postgresTables(url: string): Promise<DatabaseTables> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async rows(table) {
      const { rows } = await client.query<Row>(`SELECT * FROM ${table}`);
      return rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, likeSqlite(v)])));
    },
    async replace(contents) {
      await client.query('BEGIN');
      try {
        for (const [table] of [...contents].reverse()) await client.query(`DELETE FROM ${table}`);
        for (const [table, rows] of contents)
          for (const row of rows) {
            const columns = Object.keys(row);
            await client.query(
              `INSERT INTO ${table} (${columns.join(', ')}) OVERRIDING SYSTEM VALUE
               VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
              Object.values(row),
            );
          }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    },
    async integrity() {
      return together((await client.query(TOGETHER)).rows[0]);
    },
    async close() {
      await client.end();
    },
  };
}

export function openTables(database: TestDatabase): Promise<DatabaseTables> {
  return database.kind === 'sqlite'
    ? Promise.resolve(sqliteTables(database.file))
    : postgresTables(database.url);
}
