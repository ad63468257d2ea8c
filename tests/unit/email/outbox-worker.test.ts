import { describe, expect, it, vi } from 'vitest';
import { startOutboxWorker } from '#server/email/outbox-worker.ts';
import { CONFIRMATION_KIND } from '#server/email/outbox-types.ts';
import { sqliteOutbox } from '#server/store/sqlite-outbox.ts';
import { purchase, recorder, t0, workerSetupPerTest } from './support.ts';

const { env, entries, log, clock, worker } = workerSetupPerTest('vq-worker-');

describe('the outbox worker', () => {
  it('sends a queued confirmation once and marks it sent', async () => {
    purchase(env.db, 1);
    const transport = recorder();
    const w = worker(transport);
    expect(await w.drain()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await w.drain()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(transport.sent).toEqual(['<policy-VQP-1@vanquote.example>']);
    expect(await sqliteOutbox(env.db).find('p1', CONFIRMATION_KIND)).toMatchObject({
      status: 'sent',
      attempts: 1,
      sent_at: t0.toISOString(),
    });
  });

  it('retries a failing transport after 1 minute, then 5 minutes, then succeeds', async () => {
    purchase(env.db, 1);
    const transport = recorder(2);
    const w = worker(transport);
    expect(await w.drain()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const row = await sqliteOutbox(env.db).find('p1', CONFIRMATION_KIND);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'ECONNECTION' });
    expect(row?.next_attempt_at).toBe(new Date(t0.getTime() + 60_000).toISOString());

    clock.advance(59_000);
    expect(await w.drain()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock.advance(1_000);
    expect(await w.drain()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    clock.advance(299_000);
    expect(await w.drain()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock.advance(1_000);
    expect(await w.drain()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(transport.calls).toBe(3);
    expect(transport.sent).toHaveLength(1);
  });

  it('gives up after the last attempt and never tries again', async () => {
    purchase(env.db, 1);
    const transport = recorder(Infinity);
    const w = worker(transport, { maxAttempts: 3 });
    const results = [];
    for (let i = 0; i < 5; i++) {
      results.push(await w.drain());
      clock.advance(86_400_000);
    }
    expect(results.map((r) => r.failed)).toEqual([0, 0, 1, 0, 0]);
    expect(transport.calls).toBe(3);
    expect(await sqliteOutbox(env.db).find('p1', CONFIRMATION_KIND)).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: 'ECONNECTION',
    });
    expect(entries).toContainEqual([
      'error',
      expect.objectContaining({ attempt: 3 }),
      expect.stringMatching(/giving up/),
    ]);
  });

  it('polls on its own, wakes on demand, and stops cleanly', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const transport = recorder();
      const w = startOutboxWorker({ outbox: sqliteOutbox(env.db), transport, log, intervalMs: 60_000 });
      purchase(env.db, 1);
      w.wake();
      await vi.advanceTimersByTimeAsync(0);
      expect(transport.sent).toHaveLength(1);
      await w.stop();
      purchase(env.db, 2);
      w.wake();
      // A stopped worker neither wakes nor polls, however long we wait.
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(transport.sent).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses settings that could make it spin', () => {
    expect(() => worker(recorder(), { backoffMs: [0] })).toThrow(RangeError);
    expect(() => worker(recorder(), { leaseMs: 0 })).toThrow(RangeError);
  });
});
