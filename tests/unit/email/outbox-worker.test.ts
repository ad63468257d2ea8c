import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConfirmationInput } from '#server/email/compose-confirmation.ts';
import { startOutboxWorker, type OutboxLog } from '#server/email/outbox-worker.ts';
import { CONFIRMATION_KIND, type EmailMessage } from '#server/email/outbox-types.ts';
import type { EmailTransport } from '#server/email/transport-types.ts';
import { migrations } from '#server/store/migrations.ts';
import { enqueueConfirmation, outboxMigration, sqliteOutbox } from '#server/store/sqlite-outbox.ts';

function openDb(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const all = [...migrations.filter((m) => m.version !== outboxMigration.version), outboxMigration];
  for (const m of all.sort((a, b) => a.version - b.version)) db.exec(m.sql);
  return db;
}

const input: ConfirmationInput = {
  reference: '1ABCDEF234567',
  policy_number: 'VQP-1',
  email: 'sam.taylor@example.com',
  forename: 'Samantha',
  cover_start_date: '2026-07-01',
  cover_end_date: '2027-06-30',
  today: '2026-06-10',
  registration: 'AB12 CDE',
  vehicle_description: 'Ford Transit Custom',
  cover_name: 'Comprehensive',
  insurer_name: 'Example Underwriting plc',
  is_pay_monthly: false,
  annual_total_pence: 86281,
  documents: [{ title: 'Policy Wording', filename: 'policy-wording.html', html: '<p>Wording</p>' }],
};

/** Queues a purchased policy's confirmation as the purchase would. */
function purchase(db: Database.Database, n: number): void {
  db.transaction(() => {
    db.prepare(
      `INSERT INTO proposals (uuid, reference, version, created_at, updated_at, is_purchased, data)
       VALUES (?, ?, 1, 'x', 'x', 1, '{}')`,
    ).run(`p${n}`, `ref${n}`);
    enqueueConfirmation(db, `p${n}`, { ...input, policy_number: `VQP-${n}` }, t0);
  })();
}

/** A transport that fails its first `failures` calls (with the address in the message, as servers do). */
function recorder(failures = 0): EmailTransport & { calls: number; sent: string[] } {
  return {
    kind: 'test',
    calls: 0,
    sent: [],
    async send(message: EmailMessage) {
      this.calls += 1;
      const call = this.calls;
      if (call <= failures) {
        throw Object.assign(new Error(`Connection refused for ${message.to}`), { code: 'ECONNECTION' });
      }
      this.sent.push(message.message_id);
      return { already_sent: false };
    },
    async close() {},
  };
}

const entries: unknown[] = [];
const log: OutboxLog = {
  info: (fields, message) => entries.push(['info', fields, message]),
  warn: (fields, message) => entries.push(['warn', fields, message]),
  error: (fields, message) => entries.push(['error', fields, message]),
};

const t0 = new Date('2026-06-10T09:00:00.000Z');
let clock = t0;
const now = () => clock;
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

let dir: string;
let db: Database.Database;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vq-worker-'));
  db = openDb(join(dir, 'test.sqlite'));
  clock = t0;
  entries.length = 0;
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
  // Logs carry ids and counts, never the customer's address, name or registration.
  expect(JSON.stringify(entries)).not.toMatch(/sam\.taylor|example\.com|Samantha|AB12/);
});

const worker = (transport: EmailTransport, options = {}) =>
  startOutboxWorker({ outbox: sqliteOutbox(db), transport, log, intervalMs: 0, now, ...options });

describe('the outbox worker', () => {
  it('sends a queued confirmation once and marks it sent', async () => {
    purchase(db, 1);
    const transport = recorder();
    const w = worker(transport);
    expect(await w.drain()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await w.drain()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(transport.sent).toEqual(['<policy-VQP-1@vanquote.example>']);
    expect(await sqliteOutbox(db).find('p1', CONFIRMATION_KIND)).toMatchObject({
      status: 'sent',
      attempts: 1,
      sent_at: t0.toISOString(),
    });
  });

  it('retries a failing transport after 1 minute, then 5 minutes, then succeeds', async () => {
    purchase(db, 1);
    const transport = recorder(2);
    const w = worker(transport);
    expect(await w.drain()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const row = await sqliteOutbox(db).find('p1', CONFIRMATION_KIND);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'ECONNECTION' });
    expect(row?.next_attempt_at).toBe(new Date(t0.getTime() + 60_000).toISOString());

    advance(59_000);
    expect(await w.drain()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    advance(1_000);
    expect(await w.drain()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    advance(299_000);
    expect(await w.drain()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    advance(1_000);
    expect(await w.drain()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(transport.calls).toBe(3);
    expect(transport.sent).toHaveLength(1);
  });

  it('gives up after the last attempt and never tries again', async () => {
    purchase(db, 1);
    const transport = recorder(Infinity);
    const w = worker(transport, { maxAttempts: 3 });
    const results = [];
    for (let i = 0; i < 5; i++) {
      results.push(await w.drain());
      advance(86_400_000);
    }
    expect(results.map((r) => r.failed)).toEqual([0, 0, 1, 0, 0]);
    expect(transport.calls).toBe(3);
    expect(await sqliteOutbox(db).find('p1', CONFIRMATION_KIND)).toMatchObject({
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
      const w = startOutboxWorker({ outbox: sqliteOutbox(db), transport, log, intervalMs: 60_000 });
      purchase(db, 1);
      w.wake();
      await vi.advanceTimersByTimeAsync(0);
      expect(transport.sent).toHaveLength(1);
      await w.stop();
      purchase(db, 2);
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
