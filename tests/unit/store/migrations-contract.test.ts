/**
 * The store contract, migrations: a fresh database is migrated on first open, once, even when
 * several servers open it at the same moment (PostgreSQL: an advisory lock; SQLite: one IMMEDIATE
 * transaction), and opening it again changes nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { migratePostgres, postgresMigrations } from '#server/store/postgres-migrations.ts';
import { createPool } from '#server/store/postgres-pool.ts';
import { migrations } from '#server/store/sqlite-migrations.ts';
import type { Store } from '#server/store/types.ts';
import { openTables } from '#tests/fuzz/database-tables.ts';
import { freshDatabase, storeKind } from '#tests/support/store-under-test.ts';
import type { TestDatabase } from '#tests/support/test-database.ts';
import { newProposal } from './contract-support.ts';

const opened: Store[] = [];
const databases: TestDatabase[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  for (const database of databases.splice(0)) await database.dispose();
});

async function appliedVersions(database: TestDatabase): Promise<number[]> {
  const tables = await openTables(database);
  try {
    return (await tables.rows('schema_migrations')).map((r) => Number(r.version)).sort((a, b) => a - b);
  } finally {
    await tables.close();
  }
}

describe(`migrating a ${storeKind} database`, () => {
  it('gives both stores the same versions, in the same order', () => {
    expect(postgresMigrations.map((m) => m.version)).toEqual(migrations.map((m) => m.version));
  });

  it('applies every version once when four servers open a fresh database at the same moment', async () => {
    const database = await freshDatabase();
    databases.push(database);
    const stores = await Promise.all([1, 2, 3, 4].map(() => database.open()));
    opened.push(...stores);
    expect(await appliedVersions(database)).toEqual(migrations.map((m) => m.version));
    // Each of them works on the one schema.
    const p = newProposal();
    await stores[0].createProposal(p);
    for (const store of stores) expect((await store.getProposal(p.uuid))?.reference).toBe(p.reference);
  });

  it('changes nothing when opened again', async () => {
    const database = await freshDatabase();
    databases.push(database);
    const first = await database.open();
    opened.push(first);
    const p = newProposal();
    await first.createProposal(p);
    const again = await database.open();
    opened.push(again);
    expect(await appliedVersions(database)).toEqual(migrations.map((m) => m.version));
    expect(await again.countProposals()).toBe(1);
  });
});

describe.runIf(storeKind === 'postgres')('the migration lock on PostgreSQL', () => {
  it('makes a second server wait for a slow migration, then skip it, rather than apply it again', async () => {
    const database = await freshDatabase();
    databases.push(database);
    if (database.kind !== 'postgres') return;
    // A migration that takes a while: without the lock both servers would create the table, and
    // the second would fail on "already exists".
    const slow = [{ version: 1, sql: 'SELECT pg_sleep(0.3); CREATE TABLE slow_one (id integer);' }];
    const pools = [createPool(database.url, { max: 1 }), createPool(database.url, { max: 1 })];
    try {
      const results = await Promise.allSettled(pools.map((pool) => migratePostgres(pool, slow)));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      const { rows } = await pools[0].query<{ version: number }>('SELECT version FROM schema_migrations');
      expect(rows).toEqual([{ version: 1 }]);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });
});
