import { join } from 'node:path';
import { projectRoot } from '#server/project-files.ts';

/** Which database the server opens: the embedded SQLite file (default) or a PostgreSQL server. */
export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | {
      kind: 'postgres';
      url: string;
      /** Connections this server may hold at once (its share of the database's max_connections). */
      poolMax: number;
    };

const POSTGRES_URL = /^postgres(ql)?:\/\//i;

/**
 * DATABASE_URL names the database: `postgres://` or `postgresql://` for PostgreSQL; `sqlite:/path`,
 * `file:/path` or a bare path for a SQLite file. Without it, DATABASE_FILE or data/van-quote.sqlite.
 * DATABASE_POOL_MAX sizes the PostgreSQL pool (default 10).
 */
export function databaseFrom(env: NodeJS.ProcessEnv): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url && POSTGRES_URL.test(url)) {
    const poolMax = Number(env.DATABASE_POOL_MAX ?? 10);
    if (!Number.isInteger(poolMax) || poolMax < 1)
      throw new Error(
        `DATABASE_POOL_MAX must be a whole number of connections, got "${env.DATABASE_POOL_MAX}"`,
      );
    return { kind: 'postgres', url, poolMax };
  }
  if (url) return { kind: 'sqlite', file: url.replace(/^sqlite:(\/\/)?/i, '').replace(/^file:(\/\/)?/i, '') };
  return { kind: 'sqlite', file: env.DATABASE_FILE?.trim() || join(projectRoot, 'data', 'van-quote.sqlite') };
}

/** The database as a log line may name it: never the user name or password of a URL. */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.kind === 'sqlite') return database.file;
  try {
    const url = new URL(database.url);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return 'postgres (unparsable URL)';
  }
}
