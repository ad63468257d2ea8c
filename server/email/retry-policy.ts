/**
 * Waits before attempts 2, 3, ...: 1 min, 5 min, 30 min, 2 h, 6 h. With DEFAULT_MAX_ATTEMPTS the
 * last try is about 8 h 36 min after the first, inside the 24 hours Complete promises (SPEC.md 2.13).
 */
export const DEFAULT_BACKOFF_MS: readonly number[] = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000];

/** Attempts before a row is given up as failed. */
export const DEFAULT_MAX_ATTEMPTS = 6;

/**
 * When to try again after `attempts` failed attempts, or null to give up. Past the end of the
 * schedule the last wait repeats.
 */
export function retryAt(
  attempts: number,
  now: Date,
  backoffMs: readonly number[] = DEFAULT_BACKOFF_MS,
  maxAttempts: number = DEFAULT_MAX_ATTEMPTS,
): Date | null {
  if (attempts >= maxAttempts || backoffMs.length === 0) return null;
  const wait = backoffMs[Math.min(Math.max(attempts, 1), backoffMs.length) - 1];
  return new Date(now.getTime() + wait);
}

const CODE = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const COMMAND = /^[A-Z][A-Z ]{0,19}$/;

/**
 * A failure as a code safe to store and log: nodemailer's error code, the SMTP reply code and the
 * SMTP command, or the error's class name (for example "EENVELOPE 550 RCPT TO", "ECONNECTION",
 * "EACCES"). Never the message text: servers quote the recipient's address there.
 */
export function errorCode(error: unknown): string {
  const e = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof e.code === 'string' && CODE.test(e.code)) parts.push(e.code);
  else if (error instanceof Error && CODE.test(error.name)) parts.push(error.name);
  else parts.push('UNKNOWN');
  if (typeof e.responseCode === 'number' && Number.isInteger(e.responseCode))
    parts.push(String(e.responseCode));
  if (typeof e.command === 'string' && COMMAND.test(e.command)) parts.push(e.command);
  return parts.join(' ');
}
