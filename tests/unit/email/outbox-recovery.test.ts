import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileTransport } from '#server/email/file-transport.ts';
import { CONFIRMATION_KIND, type OutboxStore } from '#server/email/outbox-types.ts';
import type { EmailTransport } from '#server/email/transport-types.ts';
import { sqliteOutbox } from '#server/store/sqlite-outbox.ts';
import { deferred, openDb, purchase, recorder, t0, workerSetupPerTest } from './support.ts';

/*
 * Never twice: several workers (or servers) over one database, a restart, and a crash between
 * handing a message over and recording it.
 */

const { env, entries, clock, worker } = workerSetupPerTest('vq-recovery-');

/**
 * Makes two workers take turns, whatever the timing: each holds its message in flight until the
 * other worker has claimed again (or found nothing left), so every claim is made while the other
 * worker holds a row under lease. Of two waiting workers the later claimer has released the
 * earlier, so they never wait on each other for good. `turns(i, outbox)` gives worker i (0 or 1)
 * its outbox and transport; the messages go on to `transport`.
 */
function takingTurns(transport: EmailTransport) {
  const claims = [0, 0]; // claims made by each worker
  const seen = [0, 0]; // the other worker's claims when this worker last claimed
  const finished = [false, false]; // the worker found nothing left to claim
  let claimed = deferred(); // resolved, and replaced, at every claim
  return (me: 0 | 1, outbox: OutboxStore): { outbox: OutboxStore; transport: EmailTransport } => {
    const other = 1 - me;
    return {
      outbox: {
        ...outbox,
        async claimNext(now, leaseMs) {
          const row = await outbox.claimNext(now, leaseMs);
          claims[me] += 1;
          seen[me] = claims[other];
          finished[me] = row === null;
          claimed.resolve();
          claimed = deferred();
          return row;
        },
      },
      transport: {
        kind: transport.kind,
        async send(message) {
          while (claims[other] === seen[me] && !finished[other]) await claimed.promise;
          return transport.send(message);
        },
        close: () => transport.close(),
      },
    };
  };
}

describe('sending each confirmation once', () => {
  it('two workers on two connections to one database send each message once', async () => {
    for (let n = 1; n <= 6; n++) purchase(env.db, n);
    const other = openDb(env.file, false);
    const transport = recorder();
    const turns = takingTurns(transport);
    const first = turns(0, sqliteOutbox(env.db));
    const second = turns(1, sqliteOutbox(other));
    const [a, b] = await Promise.all([
      worker(first.transport, { outbox: first.outbox }).drain(),
      worker(second.transport, { outbox: second.outbox }).drain(),
    ]);
    other.close();
    expect(a.sent + b.sent).toBe(6);
    expect(transport.calls).toBe(6);
    expect(new Set(transport.sent).size).toBe(6);
  });

  it('does not send a sent message again after a restart', async () => {
    purchase(env.db, 1);
    const outbox = join(env.dir, 'outbox');
    expect(await worker(fileTransport(outbox, 'x@vanquote.example')).drain()).toMatchObject({ sent: 1 });
    env.reopen(); // the server restarts over the same file
    const transport = recorder();
    expect(await worker(transport).drain()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(transport.calls).toBe(0);
    expect(readdirSync(outbox)).toEqual(['policy-VQP-1_vanquote.example.eml']);
  });

  it('after a crash between sending and marking, takes the row over once its lease ends, without a second file', async () => {
    purchase(env.db, 1);
    const outbox = join(env.dir, 'outbox');
    const crashed = (await sqliteOutbox(env.db).claimNext(t0, 300_000))!;
    await fileTransport(outbox, 'x@vanquote.example').send(crashed.payload);
    env.db.close(); // the process dies before marking the row sent

    env.reopen();
    const w = worker(fileTransport(outbox, 'x@vanquote.example'));
    clock.advance(299_000);
    expect(await w.drain()).toEqual({ sent: 0, retrying: 0, failed: 0 }); // still leased
    clock.advance(1_000);
    expect(await w.drain()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(readdirSync(outbox)).toHaveLength(1);
    expect(await sqliteOutbox(env.db).find('p1', CONFIRMATION_KIND)).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
    expect(entries).toContainEqual([
      'warn',
      expect.objectContaining({ outbox_id: crashed.id }),
      expect.any(String),
    ]);
    expect(entries).toContainEqual(['info', expect.objectContaining({ already_sent: true }), 'outbox: sent']);
  });

  it('gives a row up, unsent, when its lease ran out on the last attempt allowed', async () => {
    purchase(env.db, 1);
    const crashed = (await sqliteOutbox(env.db).claimNext(t0, 300_000))!;
    clock.advance(300_000);
    const transport = recorder();
    const w = worker(transport, { maxAttempts: 1 });
    expect(await w.drain()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(transport.calls).toBe(0);
    expect(await sqliteOutbox(env.db).find('p1', CONFIRMATION_KIND)).toMatchObject({
      id: crashed.id,
      status: 'failed',
      last_error: 'LEASE_EXPIRED',
    });
  });
});
