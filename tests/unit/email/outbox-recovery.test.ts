import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConfirmationInput } from '#server/email/compose-confirmation.ts';
import { fileTransport } from '#server/email/file-transport.ts';
import { startOutboxWorker, type OutboxLog } from '#server/email/outbox-worker.ts';
import { CONFIRMATION_KIND, type EmailMessage } from '#server/email/outbox-types.ts';
import type { EmailTransport } from '#server/email/transport-types.ts';
import { migrations } from '#server/store/migrations.ts';
import { enqueueConfirmation, outboxMigration, sqliteOutbox } from '#server/store/sqlite-outbox.ts';

/*
 * Never twice: several workers (or servers) over one database, a restart, and a crash between
 * handing a message over and recording it.
 */

/** Opens the test database as the server does; a second connection or a restart skips migrating. */
function openDb(file: string, migrate = true): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  if (!migrate) return db;
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
  documents: [],
};

function purchase(db: Database.Database, n: number): void {
  db.transaction(() => {
    db.prepare(
      `INSERT INTO proposals (uuid, reference, version, created_at, updated_at, is_purchased, data)
       VALUES (?, ?, 1, 'x', 'x', 1, '{}')`,
    ).run(`p${n}`, `ref${n}`);
    enqueueConfirmation(db, `p${n}`, { ...input, policy_number: `VQP-${n}` }, t0);
  })();
}

/** A slow transport, so that concurrent workers interleave while a message is in flight. */
function recorder(delayMs = 0): EmailTransport & { calls: number; sent: string[] } {
  return {
    kind: 'test',
    calls: 0,
    sent: [],
    async send(message: EmailMessage) {
      this.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
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
let file: string;
let db: Database.Database;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vq-recovery-'));
  file = join(dir, 'test.sqlite');
  db = openDb(file);
  clock = t0;
  entries.length = 0;
});
afterEach(() => {
  if (db.open) db.close();
  rmSync(dir, { recursive: true, force: true });
  expect(JSON.stringify(entries)).not.toMatch(/sam\.taylor|example\.com|Samantha|AB12/);
});

const worker = (transport: EmailTransport, database = db) =>
  startOutboxWorker({ outbox: sqliteOutbox(database), transport, log, intervalMs: 0, now });

describe('sending each confirmation once', () => {
  it('two workers on two connections to one database send each message once', async () => {
    for (let n = 1; n <= 6; n++) purchase(db, n);
    const other = openDb(file, false);
    const transport = recorder(5);
    const [a, b] = await Promise.all([worker(transport).drain(), worker(transport, other).drain()]);
    other.close();
    expect(a.sent + b.sent).toBe(6);
    expect(transport.calls).toBe(6);
    expect(new Set(transport.sent).size).toBe(6);
  });

  it('does not send a sent message again after a restart', async () => {
    purchase(db, 1);
    const outbox = join(dir, 'outbox');
    expect(await worker(fileTransport(outbox, 'x@vanquote.example')).drain()).toMatchObject({ sent: 1 });
    db.close();

    db = openDb(file, false); // the server restarts over the same file
    const transport = recorder();
    expect(await worker(transport).drain()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(transport.calls).toBe(0);
    expect(readdirSync(outbox)).toEqual(['policy-VQP-1_vanquote.example.eml']);
  });

  it('after a crash between sending and marking, takes the row over once its lease ends, without a second file', async () => {
    purchase(db, 1);
    const outbox = join(dir, 'outbox');
    const crashed = (await sqliteOutbox(db).claimNext(t0, 300_000))!;
    await fileTransport(outbox, 'x@vanquote.example').send(crashed.payload);
    db.close(); // the process dies before marking the row sent

    db = openDb(file, false);
    const w = worker(fileTransport(outbox, 'x@vanquote.example'));
    advance(299_000);
    expect(await w.drain()).toEqual({ sent: 0, retrying: 0, failed: 0 }); // still leased
    advance(1_000);
    expect(await w.drain()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(readdirSync(outbox)).toHaveLength(1);
    expect(await sqliteOutbox(db).find('p1', CONFIRMATION_KIND)).toMatchObject({
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
    purchase(db, 1);
    const crashed = (await sqliteOutbox(db).claimNext(t0, 300_000))!;
    advance(300_000);
    const transport = recorder();
    const w = startOutboxWorker({
      outbox: sqliteOutbox(db),
      transport,
      log,
      intervalMs: 0,
      now,
      maxAttempts: 1,
    });
    expect(await w.drain()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(transport.calls).toBe(0);
    expect(await sqliteOutbox(db).find('p1', CONFIRMATION_KIND)).toMatchObject({
      id: crashed.id,
      status: 'failed',
      last_error: 'LEASE_EXPIRED',
    });
  });
});
