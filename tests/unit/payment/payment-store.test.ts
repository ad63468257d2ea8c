import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentSandbox } from '#server/providers/payment/index.ts';
import { migrateSqlite, migrations } from '#server/store/sqlite-migrations.ts';
import { paymentsMigration, sqlitePaymentStore } from '#server/store/sqlite-payments.ts';
import { asValue } from '#tests/support/as-value.ts';

import {
  PAYMENT_AT as at,
  PAYMENT_UUID as UUID,
  paymentRow as row,
} from '#tests/unit/store/contract-support.ts';

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
      expect(stored).not.toMatch(asValue(secret));
    }
    const again = paymentSandbox({ store: sqlitePaymentStore(reopened) });
    expect(await again.capturedPayment(UUID)).toMatchObject({ payment_id, last4: '4242' });
    reopened.close();
  });
});
