import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  memoryPaymentStore,
  paymentSandbox,
  type PaymentRecord,
  type PaymentStore,
} from '#server/providers/payment/index.ts';
import { migrateSqlite, migrations } from '#server/store/sqlite-migrations.ts';
import { paymentsMigration, sqlitePaymentStore } from '#server/store/sqlite-payments.ts';

const UUID = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const at = '2026-03-15T12:00:00.000Z';
const dirs: string[] = [];

/** A database file migrated the way openSqliteStore does it (the payments migration among them). */
function openDb(file: string): Database.Database {
  const db = new Database(file);
  migrateSqlite(db);
  return db;
}

function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'payments-'));
  dirs.push(dir);
  return join(dir, 'test.sqlite');
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const row = (over: Partial<PaymentRecord> = {}): PaymentRecord => ({
  payment_id: 'pay_AAAAAAAAAAAAAAAAAAAAAAAA',
  proposal_uuid: UUID,
  reference: '1ABCDEFGHJKLM',
  amount_pence: 12345,
  description: 'Annual premium',
  status: 'open',
  brand: null,
  last4: null,
  return_url: `/quote/payment-redirect?uuid=${UUID}`,
  form_key: 'k',
  created_at: at,
  updated_at: at,
  captured_at: null,
  ...over,
});

describe('payments migration', () => {
  it('takes version 3, which no other migration uses', () => {
    expect(paymentsMigration.version).toBe(3);
    expect(migrations.filter((m) => m.version === 3 && m !== paymentsMigration)).toEqual([]);
  });

  it('creates a table with no column for card number, CVC or name, indexed by proposal', () => {
    const db = openDb(':memory:');
    const columns = db.prepare("SELECT name FROM pragma_table_info('payments')").pluck().all();
    expect(columns).toEqual([
      'payment_id',
      'proposal_uuid',
      'reference',
      'amount_pence',
      'description',
      'status',
      'brand',
      'last4',
      'return_url',
      'form_key',
      'created_at',
      'updated_at',
      'captured_at',
    ]);
    const indexes = db.prepare("SELECT name FROM pragma_index_list('payments')").pluck().all();
    expect(indexes).toEqual(expect.arrayContaining(['payments_by_proposal', 'payments_one_live']));
  });

  it('lets the database itself refuse a second live payment, a bad status or a long last4', () => {
    const db = openDb(':memory:');
    const insert =
      db.prepare(`INSERT INTO payments VALUES (@payment_id, @proposal_uuid, @reference, @amount_pence,
      @description, @status, @brand, @last4, @return_url, @form_key, @created_at, @updated_at, @captured_at)`);
    insert.run(row());
    expect(() => insert.run(row({ payment_id: 'pay_B', status: 'captured' }))).toThrow(/UNIQUE/);
    expect(() => insert.run(row({ payment_id: 'pay_C', status: 'paid' as never }))).toThrow(/CHECK/);
    expect(() =>
      insert.run(row({ payment_id: 'pay_D', status: 'declined', last4: '4242424242424242' })),
    ).toThrow(/CHECK/);
  });
});

const stores: [string, () => PaymentStore][] = [
  ['memory', memoryPaymentStore],
  ['SQLite', () => sqlitePaymentStore(openDb(':memory:'))],
];

describe.each(stores)('the %s payment store', (_name, makeStore) => {
  const capture = { status: 'captured' as const, brand: 'Visa', last4: '4242', at };

  it('changes a status only from the expected one', async () => {
    const store = makeStore();
    await store.openPayment(row());
    expect(await store.transition(row().payment_id, ['challenge'], capture)).toBe(false);
    expect(await store.transition(row().payment_id, [], capture)).toBe(false);
    expect(await store.transition('pay_unknown', ['open'], capture)).toBe(false);
    expect(await store.transition(row().payment_id, ['open'], capture)).toBe(true);
    expect(await store.transition(row().payment_id, ['open'], { ...capture, last4: '1111' })).toBe(false);
    expect(await store.transition(row().payment_id, ['open', 'challenge'], { status: 'declined', at })).toBe(
      false,
    );
    expect(await store.get(row().payment_id)).toMatchObject({
      status: 'captured',
      last4: '4242',
      captured_at: at,
    });
  });

  it('reuses a live payment of the same amount and cancels one of another amount', async () => {
    const store = makeStore();
    const first = await store.openPayment(row());
    expect(await store.openPayment(row({ payment_id: 'pay_2' }))).toEqual(first);
    const second = await store.openPayment(row({ payment_id: 'pay_3', amount_pence: 999 }));
    expect(second.payment_id).toBe('pay_3');
    expect(await store.get(first.payment_id)).toMatchObject({ status: 'cancelled' });
    expect(await store.latestFor(UUID)).toMatchObject({ payment_id: 'pay_3' });
    expect(await store.get('pay_2')).toBeNull();
  });

  it('answers the captured payment from then on, and latestFor skips cancelled ones', async () => {
    const store = makeStore();
    await store.openPayment(row({ status: 'challenge', brand: 'Visa', last4: '3220' }));
    expect(await store.transition(row().payment_id, ['challenge'], { status: 'captured', at })).toBe(true);
    expect(await store.capturedFor(UUID)).toMatchObject({ brand: 'Visa', last4: '3220', captured_at: at });
    expect(await store.openPayment(row({ payment_id: 'pay_4', amount_pence: 1 }))).toMatchObject({
      payment_id: row().payment_id,
      status: 'captured',
    });
    expect(await store.capturedFor('9f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5')).toBeNull();
    expect(await store.latestFor('9f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5')).toBeNull();
  });

  it('hands out copies: changing a returned record changes nothing stored', async () => {
    const store = makeStore();
    const first = await store.openPayment(row());
    first.status = 'captured';
    expect(await store.capturedFor(UUID)).toBeNull();
  });
});

describe('sqlitePaymentStore', () => {
  it('keeps payments across a restart, and the row never holds the card number, CVC or name', async () => {
    const file = tempFile();
    const db = openDb(file);
    const sandbox = paymentSandbox({ store: sqlitePaymentStore(db), now: () => new Date(at) });
    const { payment_id } = await sandbox.startPayment({
      proposal_uuid: UUID,
      reference: '1ABCDEFGHJKLM',
      amount_pence: 12345,
      description: 'Annual premium',
      return_url: `/quote/payment-redirect?uuid=${UUID}`,
    });
    const view = await sandbox.view(payment_id);
    if (view.kind !== 'card') throw new Error('expected the card form');
    const form = {
      token: view.token,
      card_number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '7319',
      name: 'Jo Bloggs',
    };
    await sandbox.submitCard(payment_id, form);
    db.close();

    const reopened = openDb(file);
    const rows = reopened.prepare('SELECT * FROM payments').all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      payment_id,
      status: 'captured',
      brand: 'Visa',
      last4: '4242',
      amount_pence: 12345,
    });
    const stored = JSON.stringify(rows);
    for (const secret of ['4242424242424242', '4242 4242 4242 4242', '7319', 'Jo Bloggs', 'Bloggs']) {
      expect(stored).not.toContain(secret);
    }
    const again = paymentSandbox({ store: sqlitePaymentStore(reopened) });
    expect(await again.capturedPayment(UUID)).toMatchObject({ payment_id, last4: '4242' });
    reopened.close();
  });
});
