/**
 * What the customer pays is always the price of the answers, covers and plan stored now: a change
 * after quoting or after a payment page opened never lets the old price or the old credit check be
 * used (the server's own guard, whatever a browser sends).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '#domain/dates.ts';
import { poundsToPence } from '#domain/money.ts';
import { SANDBOX_TEST_VALUES } from '#server/providers/credit/index.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { buyingApp, quoted, type Browser } from './buying-support';

const apps: { app: { close(): Promise<unknown> } }[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.app.close();
});
async function setup() {
  const t = await buyingApp();
  apps.push(t);
  return { t, browser: t.browser() };
}

const start = () => addDays(todayIso(), 7);
const CARD = '4242424242424242';
const startPayment = (browser: Browser, uuid: string) =>
  browser.call('POST', `/api/proposal/${uuid}/quote/payment`, {
    return_url: `/quote/payment-redirect?uuid=${uuid}`,
  });
const accept = (browser: Browser, uuid: string) =>
  browser.call('POST', `/api/proposal/${uuid}/quote/accept`, {});

/**
 * The hosted card page as the customer has it open (its form's token read now), and the card they
 * submit on it later.
 */
async function openCardPage(app: Awaited<ReturnType<typeof buyingApp>>['app'], paymentUrl: string) {
  const page = await app.inject({ method: 'GET', url: paymentUrl });
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
  expect(token).toBeDefined();
  return () =>
    app.inject({
      method: 'POST',
      url: paymentUrl,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:80',
        'sec-fetch-site': 'same-origin',
      },
      payload: new URLSearchParams({
        card_number: CARD,
        expiry: '12/30',
        cvc: '123',
        name: 'Sam Driver',
        token: token ?? '',
      }).toString(),
    });
}

async function directDebit(browser: Browser, uuid: string) {
  const accepted = Object.values(SANDBOX_TEST_VALUES).find((v) => v.outcome === 'API1000');
  if (!accepted) throw new Error('no accepted sandbox bank details');
  const res = await browser.call('PATCH', '/json/proposal/direct-debit', {
    uuid,
    account_name: 'Sam Driver',
    sort_code: accepted.sort_code.replace(/-/g, ''),
    account_number: accepted.account_number,
  });
  expect(res.json().data.monthly_payments_response.reason_code).toBe('API1000');
}

describe('changed answers need a new quote before anything is bought', () => {
  it('an update leaves nothing to buy until the new answers are quoted, at their own price', async () => {
    const { browser } = await setup();
    const proposal = await quoted(browser, start());
    const dearer: Record<string, unknown> = { ...completeRisk(), cover_start_date: start() };
    (dearer.vehicle as Record<string, unknown>).estimated_value = 60000;
    const updated = await browser.call('POST', `/api/proposal/${proposal.uuid}`, {
      version: proposal.version,
      risk: dearer,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().proposal).toMatchObject({ is_quoted: false, quote: null });

    const refused = await startPayment(browser, proposal.uuid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('not_quoted');
    expect((await accept(browser, proposal.uuid)).statusCode).toBe(409);

    const requoted = await browser.call('POST', `/api/proposal/${proposal.uuid}/quote`, {});
    const quote = requoted.json().proposal.quote;
    expect(quote.annual_total).toBeGreaterThan(proposal.quote.annual_total);
    expect((await startPayment(browser, proposal.uuid)).json().amount_pence).toBe(
      poundsToPence(quote.annual_total),
    );
  });

  it('refuses answers sent to be quoted without the version they change (they may be older)', async () => {
    const { browser } = await setup();
    const proposal = await quoted(browser, start());
    const res = await browser.call('POST', `/api/proposal/${proposal.uuid}/quote`, {
      risk: { ...completeRisk(), cover_start_date: start() },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual([
      { path: 'version', message: 'Send the version of the proposal you are changing.' },
    ]);
  });
});

describe('a payment page open on the old amount takes nothing once the price or plan changes', () => {
  it('changed covers: the open page says so, and the new amount is paid and bought', async () => {
    const { t, browser } = await setup();
    const proposal = await quoted(browser, start());
    const old = (await startPayment(browser, proposal.uuid)).json();
    const submitOnOldPage = await openCardPage(t.app, old.payment_url);
    const covers = await browser.call('POST', `/api/proposal/${proposal.uuid}/addons`, {
      addons: ['breakdown'],
    });
    expect(covers.statusCode).toBe(200);
    const total = covers.json().proposal.quote.annual_total;
    expect(total).toBeGreaterThan(proposal.quote.annual_total);

    const stale = await submitOnOldPage();
    expect(stale.body).toContain('This payment is no longer needed');
    expect(stale.body).toContain('No money has been taken.');
    expect((await browser.call('GET', `/api/proposal/${proposal.uuid}/quote/payment`)).json()).toEqual({
      outcome: null,
    });
    expect((await accept(browser, proposal.uuid)).json().error.code).toBe('not_paid');

    const now = (await startPayment(browser, proposal.uuid)).json();
    expect(now.amount_pence).toBe(poundsToPence(total));
    await browser.pay(now.payment_url, CARD);
    const bought = await accept(browser, proposal.uuid);
    expect(bought.statusCode).toBe(200);
    expect(bought.json().proposal.quote.annual_total).toBe(total);
  });

  it('a change of plan: the deposit page open takes nothing after a switch to annual', async () => {
    const { t, browser } = await setup();
    const proposal = await quoted(browser, start(), true);
    await directDebit(browser, proposal.uuid);
    const deposit = (await startPayment(browser, proposal.uuid)).json();
    const submitOnOldPage = await openCardPage(t.app, deposit.payment_url);
    expect(deposit.amount_pence).toBe(poundsToPence(proposal.quote.monthly_deposit));
    const annual = await browser.call('POST', `/api/proposal/${proposal.uuid}/payment-method`, {
      is_pay_monthly: false,
    });
    expect(annual.statusCode).toBe(200);
    expect((await submitOnOldPage()).body).toContain('No money has been taken.');
    expect((await accept(browser, proposal.uuid)).json().error.code).toBe('not_paid');
  });

  it('an unchanged price keeps the open page: choosing the same plan again takes nothing away', async () => {
    const { browser } = await setup();
    const proposal = await quoted(browser, start());
    const open = (await startPayment(browser, proposal.uuid)).json();
    await browser.call('POST', `/api/proposal/${proposal.uuid}/payment-method`, { is_pay_monthly: false });
    await browser.pay(open.payment_url, CARD);
    expect((await accept(browser, proposal.uuid)).statusCode).toBe(200);
  });
});

describe('the credit check stands for the instalments it was made for', () => {
  it('new instalments (added covers) need the Direct Debit set up again before the deposit', async () => {
    const { t, browser } = await setup();
    const proposal = await quoted(browser, start(), true);
    await directDebit(browser, proposal.uuid);
    const covers = await browser.call('POST', `/api/proposal/${proposal.uuid}/addons`, {
      addons: ['breakdown', 'tools_in_transit'],
    });
    expect(covers.json().proposal.quote.monthly_payment).toBeGreaterThan(proposal.quote.monthly_payment);
    expect(covers.json().proposal.direct_debit).toBeNull();
    expect((await t.store.getProposal(proposal.uuid))?.data.direct_debit).toBeNull();
    const refused = await startPayment(browser, proposal.uuid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Please set up your Direct Debit before paying the deposit.');
    await directDebit(browser, proposal.uuid);
    expect((await startPayment(browser, proposal.uuid)).json().amount_pence).toBe(
      poundsToPence(covers.json().proposal.quote.monthly_deposit),
    );
  });
});

describe('a van without a registration cannot be bought (SPEC.md 2.7)', () => {
  it('is quoted, but payment and acceptance wait for the registration', async () => {
    const { browser } = await setup();
    const risk: Record<string, unknown> = { ...completeRisk(), cover_start_date: start() };
    (risk.vehicle as Record<string, unknown>).vehicle_registration = '';
    const created = await browser.call('POST', '/api/proposal', { risk });
    const { uuid } = created.json().proposal;
    const quotedRes = await browser.call('POST', `/api/proposal/${uuid}/quote`, {});
    expect(quotedRes.json().proposal.quote.is_quoted).toBe(true);
    for (const refused of [await startPayment(browser, uuid), await accept(browser, uuid)]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'registration_missing',
        message:
          'We do not have a valid registration for your vehicle, please enter it below to continue with the payment process.',
      });
    }
  });
});
