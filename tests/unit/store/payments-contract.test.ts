/**
 * The store contract, payments (the card sandbox's records): on the memory store and on the project's
 * store (SQLite or PostgreSQL), and between two servers on one database.
 */
import { describe, expect, it } from 'vitest';
import { memoryPaymentStore, type PaymentStore } from '#server/providers/payment/index.ts';
import { storeKind } from '#tests/support/store-under-test.ts';
import {
  PAYMENT_AT as at,
  PAYMENT_UUID as UUID,
  paymentRow as row,
  serversPerTest,
} from './contract-support.ts';

const servers = serversPerTest();

const stores: [string, () => Promise<PaymentStore>][] = [
  ['memory', async () => memoryPaymentStore()],
  [storeKind, async () => (await servers()).store.payments],
];

describe.each(stores)('the %s payment store', (_name, makeStore) => {
  const capture = { status: 'captured' as const, brand: 'Visa', last4: '4242', at };

  it('changes a status only from the expected one', async () => {
    const store = await makeStore();
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
    const store = await makeStore();
    const first = await store.openPayment(row());
    expect(await store.openPayment(row({ payment_id: 'pay_2' }))).toEqual(first);
    const second = await store.openPayment(row({ payment_id: 'pay_3', amount_pence: 999 }));
    expect(second.payment_id).toBe('pay_3');
    expect(await store.get(first.payment_id)).toMatchObject({ status: 'cancelled' });
    expect(await store.latestFor(UUID)).toMatchObject({ payment_id: 'pay_3' });
    expect(await store.get('pay_2')).toBeNull();
  });

  it('answers the captured payment from then on, and latestFor skips cancelled ones', async () => {
    const store = await makeStore();
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
    const store = await makeStore();
    const first = await store.openPayment(row());
    first.status = 'captured';
    expect(await store.capturedFor(UUID)).toBeNull();
  });
});

describe(`two servers on one ${storeKind} database`, () => {
  it('start one payment between them when both start it at once (the idempotency key holds)', async () => {
    const { store, another } = await servers();
    const second = await another();
    const started = await Promise.all([
      store.payments.openPayment(row({ payment_id: 'pay_A' })),
      second.payments.openPayment(row({ payment_id: 'pay_B' })),
      store.payments.openPayment(row({ payment_id: 'pay_C' })),
      second.payments.openPayment(row({ payment_id: 'pay_D' })),
    ]);
    expect(new Set(started.map((p) => p.payment_id)).size).toBe(1);
    expect(await second.payments.latestFor(UUID)).toMatchObject({ payment_id: started[0].payment_id });
  });

  it('capture a payment once when both submit it at once, and never capture a second one', async () => {
    const { store, another } = await servers();
    const second = await another();
    const capture = { status: 'captured' as const, brand: 'Visa', last4: '4242', at };
    await store.payments.openPayment(row());
    const changed = await Promise.all([
      store.payments.transition(row().payment_id, ['open'], capture),
      second.payments.transition(row().payment_id, ['open'], { ...capture, last4: '1111' }),
    ]);
    expect(changed.filter(Boolean)).toHaveLength(1);
    expect(await second.payments.capturedFor(UUID)).toMatchObject({ status: 'captured' });
    // A payment of another amount started later is answered with the captured one, not opened.
    const later = await second.payments.openPayment(row({ payment_id: 'pay_later', amount_pence: 99 }));
    expect(later.payment_id).toBe(row().payment_id);
  });
});
