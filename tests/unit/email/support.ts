/**
 * Shared set-up for the confirmation email tests: the policy a confirmation is composed from, a
 * message ready to send, the database the server opens, a purchase that queues its confirmation,
 * and fakes that record what the worker does (transport, log, clock).
 *
 * The `...PerTest` helpers register beforeEach/afterEach hooks in the calling file, so call them
 * at the top of a test file and read what they return only inside tests and hooks.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import type { ConfirmationInput } from '#server/email/compose-confirmation.ts';
import type { EmailMessage } from '#server/email/outbox-types.ts';
import {
  startOutboxWorker,
  type OutboxLog,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from '#server/email/outbox-worker.ts';
import type { EmailTransport } from '#server/email/transport-types.ts';
import { migrateSqlite } from '#server/store/sqlite-migrations.ts';
import { enqueueConfirmation, sqliteOutbox } from '#server/store/sqlite-outbox.ts';

/** An annual policy's confirmation, with two documents attached. */
export const confirmationInput: ConfirmationInput = {
  reference: '1ABCDEF234567',
  policy_number: 'VQP-000123',
  email: 'sam.taylor@example.com',
  forename: 'Sam',
  cover_start_date: '2026-07-01',
  cover_end_date: '2027-06-30',
  today: '2026-06-10',
  registration: 'AB12 CDE',
  vehicle_description: 'Ford Transit Custom 2.0 EcoBlue',
  cover_name: 'Comprehensive',
  insurer_name: 'Example Underwriting plc',
  is_pay_monthly: false,
  annual_total_pence: 86281,
  documents: [
    { title: 'Policy Wording', filename: 'policy-wording.html', html: '<!DOCTYPE html><p>Wording</p>' },
    { title: 'Proposal Form', filename: 'proposal-form.html', html: '<!DOCTYPE html><p>Answers</p>' },
  ],
};

/** The customer details in confirmationInput that a log must never hold (any example.com address too). */
export const CUSTOMER_DETAILS = /sam\.taylor|example\.com|Sam|AB12/;

/** A message as a transport receives it, with non-ASCII text and two attachments. */
export const emailMessage: EmailMessage = {
  to: 'sam.taylor@example.com',
  subject: "Good news, you're covered: policy VQP-000123",
  text: 'Hello Sam,\nPremium: £862.81',
  html: '<p>Hello Sam, £862.81</p>',
  message_id: '<policy-VQP-000123@vanquote.example>',
  attachments: [
    {
      filename: 'policy-wording.html',
      content: '<!DOCTYPE html><p>Wording “£”</p>',
      contentType: 'text/html; charset=utf-8',
    },
    {
      filename: 'proposal-form.html',
      content: '<!DOCTYPE html><p>Answers</p>',
      contentType: 'text/html; charset=utf-8',
    },
  ],
};

/** The moment every test starts at. */
export const t0 = new Date('2026-06-10T09:00:00.000Z');

/** `ms` milliseconds after t0 (before it when negative). */
export const at = (ms: number): Date => new Date(t0.getTime() + ms);

/** A fresh folder under the system temp folder for each test, removed after it. */
export function tempDirPerTest(prefix: string): { readonly path: string } {
  let path = '';
  beforeEach(() => {
    path = mkdtempSync(join(tmpdir(), prefix));
  });
  afterEach(() => rmSync(path, { recursive: true, force: true }));
  return {
    get path() {
      return path;
    },
  };
}

/**
 * Opens a database file as the server does: WAL, foreign keys, a busy timeout and, when `migrate`,
 * every migration (the outbox's among them). A second connection, or a restart, passes migrate = false.
 */
export function openDb(file: string, migrate = true): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  if (migrate) migrateSqlite(db);
  return db;
}

export interface TestDatabase {
  /** The test's temp folder, which holds the database file. */
  readonly dir: string;
  readonly file: string;
  /** The test's connection (the latest, after reopen()). */
  readonly db: Database.Database;
  /** Closes the connection if still open and opens the file again without migrating: a restart. */
  reopen(): void;
}

/** A migrated database in a fresh temp folder for each test; closed and removed after it. */
export function databasePerTest(prefix: string): TestDatabase {
  const tmp = tempDirPerTest(prefix);
  let db: Database.Database | undefined;
  beforeEach(() => {
    db = openDb(join(tmp.path, 'test.sqlite'));
  });
  afterEach(() => {
    if (db?.open) db.close();
  });
  return {
    get dir() {
      return tmp.path;
    },
    get file() {
      return join(tmp.path, 'test.sqlite');
    },
    get db() {
      if (!db) throw new Error('the test database is open only inside tests and hooks');
      return db;
    },
    reopen() {
      if (db?.open) db.close();
      db = openDb(this.file, false);
    },
  };
}

/** Inserts proposal `uuid`, saved at t0 and (when `purchased`) bought. */
export function insertProposal(db: Database.Database, uuid: string, purchased = false): void {
  db.prepare(
    `INSERT INTO proposals (uuid, reference, version, created_at, updated_at, is_purchased, data)
     VALUES (?, ?, 1, ?, ?, ?, '{}')`,
  ).run(uuid, `ref-${uuid}`, t0.toISOString(), t0.toISOString(), purchased ? 1 : 0);
}

/**
 * Purchase number `n`, as the purchase would commit it: proposal `p<n>` bought and, in the same
 * transaction, its confirmation for policy `VQP-<n>` queued at t0.
 */
export function purchase(db: Database.Database, n: number): void {
  db.transaction(() => {
    insertProposal(db, `p${n}`, true);
    enqueueConfirmation(db, `p${n}`, { ...confirmationInput, policy_number: `VQP-${n}` }, t0);
  })();
}

export interface RecordingTransport extends EmailTransport {
  /** Every call to send, failed ones included. */
  calls: number;
  /** The Message-ID of each message accepted, in order. */
  sent: string[];
}

/**
 * A transport that records what it is asked to send. Its first `failures` calls fail as a refused
 * connection does, with the address in the error message as servers put it.
 */
export function recorder(failures = 0): RecordingTransport {
  return {
    kind: 'test',
    calls: 0,
    sent: [],
    async send(message: EmailMessage) {
      this.calls += 1;
      if (this.calls <= failures) {
        throw Object.assign(new Error(`Connection refused for ${message.to}`), { code: 'ECONNECTION' });
      }
      this.sent.push(message.message_id);
      return { already_sent: false };
    },
    async close() {},
  };
}

export interface RecordingLog {
  /** Each entry as [level, fields, message]. */
  readonly entries: unknown[];
  readonly log: OutboxLog;
}

/**
 * A log that records its entries, emptied before each test. After each test it checks that no entry
 * holds the customer's details: logs carry ids and counts, never an address, name or registration.
 */
export function recordingLogPerTest(): RecordingLog {
  const entries: unknown[] = [];
  beforeEach(() => {
    entries.length = 0;
  });
  afterEach(() => {
    expect(JSON.stringify(entries)).not.toMatch(CUSTOMER_DETAILS);
  });
  return {
    entries,
    log: {
      info: (fields, message) => entries.push(['info', fields, message]),
      warn: (fields, message) => entries.push(['warn', fields, message]),
      error: (fields, message) => entries.push(['error', fields, message]),
    },
  };
}

export interface TestClock {
  /** The clock's time, for the worker's `now` option. */
  readonly now: () => Date;
  /** Moves the clock on by `ms`. */
  advance(ms: number): void;
}

/** A clock that moves only when the test advances it; back at t0 before each test. */
export function clockPerTest(): TestClock {
  let current = t0;
  beforeEach(() => {
    current = t0;
  });
  return {
    now: () => current,
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}

export interface WorkerSetup extends RecordingLog {
  readonly env: TestDatabase;
  readonly clock: TestClock;
  /**
   * A worker over the test's database (unless options.outbox says otherwise), log and clock, with
   * polling off: it sends only when drain() is called.
   */
  worker(transport: EmailTransport, options?: Partial<OutboxWorkerOptions>): OutboxWorker;
}

/** What the worker tests share, per test: databasePerTest, recordingLogPerTest and clockPerTest. */
export function workerSetupPerTest(prefix: string): WorkerSetup {
  const env = databasePerTest(prefix);
  const { entries, log } = recordingLogPerTest();
  const clock = clockPerTest();
  const worker = (transport: EmailTransport, options: Partial<OutboxWorkerOptions> = {}) =>
    startOutboxWorker({
      outbox: sqliteOutbox(env.db),
      transport,
      log,
      intervalMs: 0,
      now: clock.now,
      ...options,
    });
  return { env, entries, log, clock, worker };
}

/** A promise with the function that resolves it: a gate that a fake waits on and the test opens. */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
