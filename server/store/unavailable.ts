/**
 * Which failures mean "the database cannot be reached just now" rather than a fault in this server:
 * the API answers them 503 with a clear message (a load balancer's retry or the customer's next
 * click may well succeed), never a 500.
 */

/** Network failures on the way to PostgreSQL. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL's SQLSTATEs for a server going away or refusing work: admin_shutdown, crash_shutdown,
 * cannot_connect_now, too_many_connections, and class 08 (connection exceptions).
 */
const POSTGRES_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres's own errors for a lost or unobtainable connection (they carry no code). */
const POSTGRES_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^Query read timeout/,
];

/** SQLite: the file stayed locked past busy_timeout, could not be opened or written, or was closed. */
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL|READONLY)/;

/** Whether `error` says the database is unreachable or overloaded (answer 503), not that a request was bad. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || POSTGRES_STATES.has(code) || code.startsWith('08')) return true;
    if (SQLITE_CODES.test(code)) return true;
  }
  if (error.message === 'The database connection is not open') return true; // better-sqlite3, closed
  if (POSTGRES_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // An AggregateError (a host name with several addresses, all refused) or a wrapped cause.
  const inner = (error as { errors?: unknown[]; cause?: unknown }).errors ?? [
    (error as { cause?: unknown }).cause,
  ];
  return inner.some((e) => e !== error && isDatabaseUnavailable(e));
}
