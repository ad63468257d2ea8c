import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  memoryPaymentStore,
  paymentSandbox,
  type PaymentSandbox,
  type PaymentStore,
  type PaymentView,
} from '#server/providers/payment/index.ts';
import { paymentsMigration, sqlitePaymentStore } from '#server/store/sqlite-payments.ts';

const UUID = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const NOW = new Date('2026-03-15T12:00:00Z');

function sqliteStore(): PaymentStore {
  const db = new Database(':memory:');
  db.exec(paymentsMigration.sql);
  return sqlitePaymentStore(db);
}

const stores: [string, () => PaymentStore][] = [
  ['memory store', memoryPaymentStore],
  ['SQLite store', sqliteStore],
];

const start = (sandbox: PaymentSandbox, amount_pence = 12345, proposal_uuid = UUID) =>
  sandbox.startPayment({
    proposal_uuid,
    reference: '1ABCDEFGHJKLM',
    amount_pence,
    description: 'Annual premium',
    return_url: `/quote/payment-redirect?uuid=${proposal_uuid}`,
  });

async function cardToken(sandbox: PaymentSandbox, payment_id: string): Promise<string> {
  const view = await sandbox.view(payment_id);
  if (view.kind !== 'card') throw new Error(`expected the card form, got ${view.kind}`);
  return view.token;
}

const card = (token: string, card_number = '4242 4242 4242 4242') => ({
  token,
  card_number,
  expiry: '12/30',
  cvc: '123',
  name: 'Jo Bloggs',
});

const statusOf = (view: PaymentView) => ('payment' in view ? view.payment.status : view.kind);

describe.each(stores)('payment sandbox over the %s', (_name, makeStore) => {
  const make = () => paymentSandbox({ store: makeStore(), now: () => NOW });

  it('starts a payment with an unguessable id and a same-origin page', async () => {
    const sandbox = make();
    const a = await start(sandbox);
    const b = await start(sandbox, 12345, '9f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5');
    expect(a.payment_id).toMatch(/^pay_[A-Za-z0-9_-]{24}$/);
    expect(a.payment_url).toBe(`/sandbox/pay/${a.payment_id}`);
    expect(a.status).toBe('open');
    expect(b.payment_id).not.toBe(a.payment_id);
  });

  it('is idempotent per proposal and amount; a new amount starts a new payment', async () => {
    const sandbox = make();
    const first = await start(sandbox, 12345);
    expect((await start(sandbox, 12345)).payment_id).toBe(first.payment_id);
    const other = await start(sandbox, 2500);
    expect(other.payment_id).not.toBe(first.payment_id);
    // The superseded page can no longer take money.
    expect(statusOf(await sandbox.view(first.payment_id))).toBe('cancelled');
    expect(await sandbox.latestOutcome(UUID)).toBe('pending');
  });

  it('returns the captured payment, whatever the amount, once the proposal has paid', async () => {
    const sandbox = make();
    const { payment_id } = await start(sandbox);
    await sandbox.submitCard(payment_id, card(await cardToken(sandbox, payment_id)));
    expect(await start(sandbox, 12345)).toEqual({
      payment_id,
      payment_url: `/sandbox/pay/${payment_id}`,
      status: 'captured',
    });
    expect((await start(sandbox, 999)).payment_id).toBe(payment_id);
  });

  it('starts afresh after a decline or a processing error (the customer may retry)', async () => {
    const sandbox = make();
    const first = await start(sandbox);
    await sandbox.submitCard(
      first.payment_id,
      card(await cardToken(sandbox, first.payment_id), '4000000000000119'),
    );
    expect(await sandbox.latestOutcome(UUID)).toBe('failed');
    const second = await start(sandbox);
    expect(second.payment_id).not.toBe(first.payment_id);
    await sandbox.submitCard(
      second.payment_id,
      card(await cardToken(sandbox, second.payment_id), '4000000000000002'),
    );
    expect(await sandbox.latestOutcome(UUID)).toBe('declined');
    expect(await sandbox.capturedPayment(UUID)).toBeNull();
  });

  it('records a capture the acceptance can trust, with brand and last four only', async () => {
    const sandbox = make();
    expect(await sandbox.capturedPayment(UUID)).toBeNull();
    expect(await sandbox.latestOutcome(UUID)).toBeNull();
    const { payment_id } = await start(sandbox);
    const view = await sandbox.submitCard(payment_id, card(await cardToken(sandbox, payment_id)));
    expect(view).toMatchObject({
      kind: 'finished',
      repeat: false,
      return_href: `/quote/payment-redirect?uuid=${UUID}&outcome=captured`,
    });
    expect(await sandbox.capturedPayment(UUID)).toEqual({
      payment_id,
      proposal_uuid: UUID,
      amount_pence: 12345,
      brand: 'Visa',
      last4: '4242',
      captured_at: NOW.toISOString(),
    });
    expect(await sandbox.latestOutcome(UUID)).toBe('captured');
  });

  it('never captures twice, even for two submits racing each other', async () => {
    const sandbox = make();
    const { payment_id } = await start(sandbox);
    const form = card(await cardToken(sandbox, payment_id));
    const views = await Promise.all([
      sandbox.submitCard(payment_id, form),
      sandbox.submitCard(payment_id, form),
    ]);
    expect(views.map((v) => v.kind === 'finished' && v.repeat).sort()).toEqual([false, true]);
    const again = await sandbox.submitCard(payment_id, card(form.token, '5555 5555 5555 4444'));
    expect(again).toMatchObject({ kind: 'finished', repeat: true });
    expect(await sandbox.capturedPayment(UUID)).toMatchObject({
      last4: '4242',
      captured_at: NOW.toISOString(),
    });
  });

  it('runs the 3-D Secure challenge: approve captures, fail declines', async () => {
    const sandbox = make();
    const first = await start(sandbox);
    const challenged = await sandbox.submitCard(
      first.payment_id,
      card(await cardToken(sandbox, first.payment_id), '4000 0000 0000 3220'),
    );
    if (challenged.kind !== 'challenge') throw new Error('expected a challenge');
    expect(await sandbox.latestOutcome(UUID)).toBe('pending');
    const failed = await sandbox.answerChallenge(first.payment_id, {
      token: challenged.token,
      action: 'fail',
    });
    expect(statusOf(failed)).toBe('declined');
    expect(
      await sandbox.answerChallenge(first.payment_id, { token: challenged.token, action: 'approve' }),
    ).toMatchObject({ repeat: true });
    expect(await sandbox.capturedPayment(UUID)).toBeNull();

    const second = await start(sandbox);
    const again = await sandbox.submitCard(
      second.payment_id,
      card(await cardToken(sandbox, second.payment_id), '4000000000003220'),
    );
    if (again.kind !== 'challenge') throw new Error('expected a challenge');
    expect(
      statusOf(await sandbox.answerChallenge(second.payment_id, { token: again.token, action: 'approve' })),
    ).toBe('captured');
    expect(await sandbox.capturedPayment(UUID)).toMatchObject({
      payment_id: second.payment_id,
      last4: '3220',
    });
  });

  it('refuses a missing, wrong or other-stage token and an unknown payment', async () => {
    const sandbox = make();
    const { payment_id } = await start(sandbox);
    const token = await cardToken(sandbox, payment_id);
    expect(await sandbox.submitCard(payment_id, card(''))).toEqual({ kind: 'forbidden' });
    expect(await sandbox.submitCard(payment_id, { ...card(token), token: undefined })).toEqual({
      kind: 'forbidden',
    });
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`; // never the token itself
    expect(await sandbox.submitCard(payment_id, card(wrong))).toEqual({
      kind: 'forbidden',
    });
    expect(await sandbox.answerChallenge(payment_id, { token, action: 'approve' })).toEqual({
      kind: 'forbidden',
    });
    expect(await sandbox.view('pay_AAAAAAAAAAAAAAAAAAAAAAAA')).toEqual({ kind: 'not_found' });
    expect(await sandbox.view('../etc/passwd')).toEqual({ kind: 'not_found' });
    expect(statusOf(await sandbox.view(payment_id))).toBe('open');
  });

  it('refuses a bad return_url or amount with a 422', async () => {
    const sandbox = make();
    const input = { proposal_uuid: UUID, reference: 'R', amount_pence: 100, description: 'D' };
    await expect(
      sandbox.startPayment({ ...input, return_url: '//evil.example/quote/payment-redirect' }),
    ).rejects.toMatchObject({
      statusCode: 422,
      fields: [{ path: 'return_url' }],
    });
    const return_url = `/quote/payment-redirect?uuid=${UUID}`;
    for (const amount_pence of [0, -5, 12.5, Number.NaN]) {
      await expect(sandbox.startPayment({ ...input, return_url, amount_pence })).rejects.toMatchObject({
        statusCode: 422,
      });
    }
  });
});
