/**
 * The store contract, the email outbox: claims under a lease, one holder at a time, never a sent row
 * again; and the workers of two servers on one database sending each message once.
 */
import { describe, expect, it } from 'vitest';
import { CONFIRMATION_KIND, type EmailMessage } from '#server/email/outbox-types.ts';
import { startOutboxWorker } from '#server/email/outbox-worker.ts';
import type { EmailTransport } from '#server/email/transport-types.ts';
import type { Store } from '#server/store/types.ts';
import { emailFor, newProposal, serversPerTest } from './contract-support.ts';

const servers = serversPerTest();
const t0 = new Date('2026-06-10T09:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

/** Proposals with their emails queued at t0 (plus `i` seconds each); answers their uuids. */
async function queued(store: Store, count: number): Promise<string[]> {
  const uuids: string[] = [];
  for (let i = 0; i < count; i++) {
    const p = newProposal();
    await store.createProposal(p);
    await store.outbox.enqueue(emailFor(p.uuid, at(i * 1000).toISOString()));
    uuids.push(p.uuid);
  }
  return uuids;
}

describe('claiming rows', () => {
  it('leases the oldest due row to one claimer at a time and counts the attempt', async () => {
    const { store } = await servers();
    const [first, second] = await queued(store, 2);
    expect(await store.outbox.claimNext(at(-1), 60_000)).toBeNull(); // not due before it was queued
    const claimed = await store.outbox.claimNext(at(5000), 60_000);
    expect(claimed).toMatchObject({ proposal_uuid: first, status: 'sending', attempts: 1, reclaimed: false });
    expect(claimed?.lease_until).toBe(at(65_000).toISOString());
    expect(claimed?.payload).toEqual(emailFor(first).payload);
    expect((await store.outbox.claimNext(at(5000), 60_000))?.proposal_uuid).toBe(second);
    expect(await store.outbox.claimNext(at(5000), 60_000)).toBeNull();
  });

  it('takes over a row whose lease ran out, and ignores the old holder afterwards', async () => {
    const { store } = await servers();
    const [uuid] = await queued(store, 1);
    const old = (await store.outbox.claimNext(t0, 60_000))!;
    expect(await store.outbox.claimNext(at(59_999), 60_000)).toBeNull();
    const taken = (await store.outbox.claimNext(at(60_000), 60_000))!;
    expect(taken).toMatchObject({ id: old.id, attempts: 2, reclaimed: true });
    expect(taken.lease_token).not.toBe(old.lease_token);
    await store.outbox.markAttemptFailed(old.id, old.lease_token, 'ECONNECTION', at(120_000));
    expect(await store.outbox.find(uuid, CONFIRMATION_KIND)).toMatchObject({
      status: 'sending',
      last_error: null,
    });
    await store.outbox.markAttemptFailed(taken.id, taken.lease_token, 'ECONNECTION', at(120_000));
    expect(await store.outbox.find(uuid, CONFIRMATION_KIND)).toMatchObject({
      status: 'pending',
      next_attempt_at: at(120_000).toISOString(),
      last_error: 'ECONNECTION',
      lease_until: null,
    });
  });

  it('never hands out a sent or failed row again', async () => {
    const { store } = await servers();
    const [sent] = await queued(store, 2);
    const a = (await store.outbox.claimNext(at(2000), 60_000))!;
    const b = (await store.outbox.claimNext(at(2000), 60_000))!;
    await store.outbox.markSent(a.id, at(3000));
    await store.outbox.markAttemptFailed(b.id, b.lease_token, 'EENVELOPE', null);
    await store.outbox.markSent(a.id, at(9000)); // a second mark changes nothing
    expect(await store.outbox.claimNext(at(86_400_000), 60_000)).toBeNull();
    expect(await store.outbox.find(sent, CONFIRMATION_KIND)).toMatchObject({
      status: 'sent',
      sent_at: at(3000).toISOString(),
    });
    expect(await store.outbox.countByStatus()).toEqual({ pending: 0, sending: 0, sent: 1, failed: 1 });
  });

  it('queues one row per proposal and kind, and none for a proposal that does not exist', async () => {
    const { store } = await servers();
    const [uuid] = await queued(store, 1);
    expect(await store.outbox.enqueue(emailFor(uuid))).toBe(false);
    await expect(store.outbox.enqueue(emailFor('9f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5'))).rejects.toThrow();
    expect(await store.outbox.countByStatus()).toMatchObject({ pending: 1 });
  });
});

describe('two servers on one database', () => {
  it('claim different rows when they claim at once', async () => {
    const { store, another } = await servers();
    const second = await another();
    await queued(store, 6);
    const claims = await Promise.all(
      [store, second, store, second, store, second, store, second].map((s) =>
        s.outbox.claimNext(at(10_000), 60_000),
      ),
    );
    const ids = claims.filter((c) => c !== null).map((c) => c.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it('send each message once between their workers', async () => {
    const { store, another } = await servers();
    const second = await another();
    await queued(store, 8);
    const sent: string[] = [];
    const transport: EmailTransport = {
      kind: 'test',
      async send(message: EmailMessage) {
        await new Promise((resolve) => setTimeout(resolve, 5)); // both workers hold a row at once
        sent.push(message.message_id);
        return { already_sent: false };
      },
      async close() {},
    };
    const log = { info() {}, warn() {}, error() {} };
    const worker = (s: Store) =>
      startOutboxWorker({ outbox: s.outbox, transport, log, intervalMs: 0, now: () => at(60_000) });
    const [a, b] = await Promise.all([worker(store).drain(), worker(second).drain()]);
    expect(a.sent + b.sent).toBe(8);
    expect(sent).toHaveLength(8);
    expect(new Set(sent).size).toBe(8);
    expect(await second.outbox.countByStatus()).toEqual({ pending: 0, sending: 0, sent: 8, failed: 0 });
  });
});
