import pg from 'pg';

const TIMESTAMPTZ = 1184;
const INT8 = 20;
const parseTimestamp = pg.types.getTypeParser(TIMESTAMPTZ, 'text') as (value: string) => Date;

/**
 * Rows come back as the SQLite store gives them: timestamps as ISO strings (UTC, millisecond, so they
 * sort as text and compare equal across stores) and counts as numbers.
 */
const storeTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TIMESTAMPTZ) return (value: string) => parseTimestamp(value).toISOString();
    if (oid === INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

/** Anything a query can go through: the pool, or one client holding a transaction. */
export type Queryable = Pick<pg.Pool, 'query'>;

export interface PoolOptions {
  /** Connections held at most. */
  max: number;
  /** Told about a connection that failed while idle (the pool drops it and opens another). */
  onIdleError?: (error: Error) => void;
}

/** A connection pool to DATABASE_URL, named `van-quote` in pg_stat_activity. */
export function createPool(url: string, options: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max,
    application_name: 'van-quote',
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    types: storeTypes,
  });
  // An idle connection that breaks (a restarted or failed-over database) must not end the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  return pool;
}

/** Runs `work` in one transaction on one connection: COMMIT when it resolves, ROLLBACK when it throws. */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // A connection that cannot even roll back is not given back to the pool.
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Whether a query failed on a unique index or constraint (of this name, when given). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}
