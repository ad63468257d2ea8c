/**
 * The store the vitest project runs on: SQLite in the `node` project, PostgreSQL in the `postgres`
 * project, whose global setup starts a throwaway cluster and provides its URL (vitest.config.ts).
 * Tests that open databases through here run unchanged on both.
 */
import { inject } from 'vitest';
import type { Store } from '#server/store/types.ts';
import { openSqliteStore } from '#server/store/sqlite-store.ts';
import {
  postgresTestDatabase,
  sqliteTestDatabase,
  type StoreKind,
  type TestDatabase,
} from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway PostgreSQL cluster's URL (postgres project only). */
    databaseUrl?: string;
  }
}

const clusterUrl = inject('databaseUrl');

export const storeKind: StoreKind = clusterUrl ? 'postgres' : 'sqlite';

/**
 * A fresh database of the project's kind: open several stores on it for several servers. A SQLite
 * file goes under `sqliteDir` when given (a real disk), else on a RAM disk.
 */
export async function freshDatabase(sqliteDir?: string): Promise<TestDatabase> {
  return clusterUrl ? postgresTestDatabase(clusterUrl) : sqliteTestDatabase(sqliteDir);
}

/**
 * One store on a fresh database: SQLite in memory, or a new PostgreSQL schema, dropped when the
 * store is closed (so a database TEST_DATABASE_URL names keeps no schema of ours).
 */
export async function freshStore(): Promise<Store> {
  if (!clusterUrl) return openSqliteStore(':memory:');
  const database = await postgresTestDatabase(clusterUrl);
  const store = await database.open();
  let closed: Promise<void> | undefined;
  return { ...store, close: () => (closed ??= store.close().then(() => database.dispose())) };
}
