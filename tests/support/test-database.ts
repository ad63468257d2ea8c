/**
 * A fresh database for one test, run or server set: a SQLite file in a temporary folder, or a new
 * schema in a PostgreSQL database (each store opened on it finds its tables through search_path).
 * Several stores opened on one TestDatabase are several servers sharing it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgresStore } from '#server/store/postgres-store.ts';
import { openSqliteStore } from '#server/store/sqlite-store.ts';
import type { Store } from '#server/store/types.ts';

export type StoreKind = 'sqlite' | 'postgres';

interface Common {
  kind: StoreKind;
  /** A new store on this database (migrating it on first open, as a server does). */
  open(): Promise<Store>;
  /** What a server process needs in its environment to open this database. */
  env: Record<string, string>;
  /** Removes the database (the folder, or the schema). Close its stores first. */
  dispose(): Promise<void>;
}

export interface SqliteTestDatabase extends Common {
  kind: 'sqlite';
  file: string;
}

export interface PostgresTestDatabase extends Common {
  kind: 'postgres';
  /** The URL whose connections see this database's schema. */
  url: string;
  schema: string;
}

export type TestDatabase = SqliteTestDatabase | PostgresTestDatabase;

/** A RAM disk when there is one (the file's durability is not what these runs check), else the OS temp dir. */
const scratchDir = () => (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());

/** A SQLite file in a new temporary folder (under `dir`, or the scratch folder). */
export function sqliteTestDatabase(dir = scratchDir()): SqliteTestDatabase {
  const folder = mkdtempSync(join(dir, 'vq-db-'));
  const file = join(folder, 'van-quote.sqlite');
  return {
    kind: 'sqlite',
    file,
    open: async () => openSqliteStore(file),
    env: { DATABASE_FILE: file },
    async dispose() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A connection to `url` for one piece of work, closed afterwards. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty schema in the database at `url`, and the URL whose connections use it. */
export async function postgresTestDatabase(
  url: string,
): Promise<TestDatabase & { url: string; schema: string }> {
  const schema = `vq_${randomBytes(6).toString('hex')}`;
  await withClient(url, (c) => c.query(`CREATE SCHEMA ${schema}`));
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    kind: 'postgres',
    url: scoped.toString(),
    schema,
    open: () => openPostgresStore(scoped.toString(), { poolMax: 4 }),
    env: { DATABASE_URL: scoped.toString() },
    async dispose() {
      await withClient(url, (c) => c.query(`DROP SCHEMA ${schema} CASCADE`));
    },
  };
}
