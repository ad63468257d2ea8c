import type { ClaimedOutboxRow, OutboxStore } from './outbox-types';
import { DEFAULT_BACKOFF_MS, DEFAULT_MAX_ATTEMPTS, errorCode, retryAt } from './retry-policy';
import type { EmailTransport } from './transport-types';

/** The logger the worker writes to: pino's (and Fastify's app.log) shape. Fields are ids and counts. */
export interface OutboxLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface OutboxWorkerOptions {
  outbox: OutboxStore;
  transport: EmailTransport;
  log: OutboxLog;
  /** Pause between looks for due rows, in ms (default 15 s); 0 turns polling off (drain() only). */
  intervalMs?: number;
  /** The clock (tests pass a fake one). */
  now?: () => Date;
  /** How long a claimed row is held before another worker may take it over (default 5 min). */
  leaseMs?: number;
  /** Waits between attempts (default DEFAULT_BACKOFF_MS). */
  backoffMs?: readonly number[];
  /** Attempts before a row is given up as failed (default DEFAULT_MAX_ATTEMPTS). */
  maxAttempts?: number;
}

/** What one drain did. */
export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
}

export interface OutboxWorker {
  /** Sends every row due now, one at a time, and says what happened. For tests and shutdown. */
  drain(): Promise<DrainResult>;
  /** Looks for due rows now rather than at the next interval (e.g. right after a purchase commits); no-op when polling is off. */
  wake(): void;
  /** Stops polling and waits for any send in progress to finish. Does not close the transport. */
  stop(): Promise<void>;
}

/** Longer than every SMTP timeout in transports.ts, so a live send never loses its lease. */
export const DEFAULT_LEASE_MS = 300_000;
const DEFAULT_INTERVAL_MS = 15_000;
const MARK_SENT_TRIES = 3;

/**
 * Starts the outbox worker (DESIGN.md 3 "Email"). Each row is claimed under a lease, sent once and
 * marked sent; a failed attempt is retried with backoff, then given up as failed. A sent row is never
 * sent again. The one gap is a crash (or lost database) between the send and the mark: the row is
 * taken over when its lease ends and sent again, with the same Message-ID (see README).
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { outbox, transport, log } = options;
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!(leaseMs > 0) || backoffMs.some((ms) => !(ms > 0)) || !(maxAttempts >= 1)) {
    throw new RangeError('leaseMs and every backoff must be positive, and maxAttempts at least 1');
  }

  async function markSent(row: ClaimedOutboxRow): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await outbox.markSent(row.id, now());
      } catch (error) {
        if (attempt >= MARK_SENT_TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }

  async function deliver(row: ClaimedOutboxRow): Promise<keyof DrainResult> {
    const fields = { outbox_id: row.id, kind: row.kind, attempt: row.attempts, transport: transport.kind };
    if (row.attempts > maxAttempts) {
      await outbox.markAttemptFailed(row.id, row.lease_token, 'LEASE_EXPIRED', null);
      log.error(fields, 'outbox: lease ran out on the last attempt; giving up');
      return 'failed';
    }
    if (row.reclaimed)
      log.warn(fields, 'outbox: taking over a row whose lease ran out; it may be a duplicate');
    let alreadySent: boolean;
    try {
      alreadySent = (await transport.send(row.payload)).already_sent;
    } catch (error) {
      const code = errorCode(error);
      const at = retryAt(row.attempts, now(), backoffMs, maxAttempts);
      await outbox.markAttemptFailed(row.id, row.lease_token, code, at);
      if (at)
        log.warn({ ...fields, error: code, retry_at: at.toISOString() }, 'outbox: send failed; will retry');
      else log.error({ ...fields, error: code }, 'outbox: send failed; giving up');
      return at ? 'retrying' : 'failed';
    }
    await markSent(row);
    log.info({ ...fields, already_sent: alreadySent }, 'outbox: sent');
    return 'sent';
  }

  let stopped = false;
  async function drainWhile(keepGoing: () => boolean): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
    while (keepGoing()) {
      const row = await outbox.claimNext(now(), leaseMs);
      if (!row) break;
      result[await deliver(row)] += 1;
    }
    return result;
  }

  const active = new Set<Promise<unknown>>();
  function track<T>(work: Promise<T>): Promise<T> {
    active.add(work);
    return work.finally(() => active.delete(work));
  }

  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  let wanted = false;
  function schedule(delayMs: number): void {
    if (stopped || intervalMs <= 0) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }
  async function tick(): Promise<void> {
    if (ticking) {
      wanted = true;
      return;
    }
    ticking = true;
    wanted = false;
    try {
      const result = await track(drainWhile(() => !stopped));
      if (result.sent + result.retrying + result.failed > 0) log.info(result, 'outbox: drained');
    } catch (error) {
      log.error({ error: errorCode(error) }, 'outbox: worker pass failed; will try again');
    } finally {
      ticking = false;
      schedule(wanted ? 0 : intervalMs);
    }
  }
  schedule(intervalMs);

  return {
    drain: () => track(drainWhile(() => true)),
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.allSettled([...active]);
    },
  };
}
