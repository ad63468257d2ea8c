import type { DatabaseConfig } from './database-config';
import { openPostgresStore } from './postgres-store';
import { openSqliteStore } from './sqlite-store';
import type { Store } from './types';

/** Opens the configured database and brings its schema up to date (DATABASE_URL, README). */
export async function openStore(
  database: DatabaseConfig,
  log: { warn(fields: object, message: string): void },
): Promise<Store> {
  if (database.kind === 'sqlite') return openSqliteStore(database.file);
  return openPostgresStore(database.url, {
    poolMax: database.poolMax,
    onIdleError: (error) =>
      log.warn(
        { error: (error as { code?: string }).code ?? error.message },
        'database: idle connection failed',
      ),
  });
}
