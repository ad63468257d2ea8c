/**
 * The long runs (`npm run test:fuzz`, `npm run test:crash`) on each store: TEST_STORES=sqlite,postgres
 * by default. PostgreSQL is a throwaway cluster started for the run (or the database TEST_DATABASE_URL
 * names), each run on a fresh schema.
 */
import { startPostgresCluster } from './postgres-cluster.ts';
import {
  postgresTestDatabase,
  sqliteTestDatabase,
  type StoreKind,
  type TestDatabase,
} from './test-database.ts';

export function storesToRun(env: NodeJS.ProcessEnv = process.env): StoreKind[] {
  const names = (env.TEST_STORES ?? 'sqlite,postgres').split(',').map((s) => s.trim());
  const wrong = names.filter((n) => n !== 'sqlite' && n !== 'postgres');
  if (wrong.length > 0 || names.length === 0)
    throw new Error(`TEST_STORES lists sqlite and/or postgres, got "${env.TEST_STORES}"`);
  return names as StoreKind[];
}

/**
 * Calls `run` once per store with a fresh database (a SQLite file under `sqliteDir` when given);
 * answers whether every run passed.
 */
export async function onEachStore(
  run: (database: TestDatabase) => Promise<boolean>,
  sqliteDir?: string,
): Promise<boolean> {
  let passed = true;
  for (const kind of storesToRun()) {
    if (kind === 'sqlite') {
      passed = (await run(sqliteTestDatabase(sqliteDir))) && passed;
      continue;
    }
    const given = process.env.TEST_DATABASE_URL?.trim();
    const cluster = given ? null : await startPostgresCluster();
    try {
      passed = (await run(await postgresTestDatabase(given ?? cluster!.url))) && passed;
    } finally {
      cluster?.stop();
    }
  }
  return passed;
}
