import { afterEach, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '#domain/dates.ts';
import { poundsToPence } from '#domain/money.ts';
import { RECALL_NOT_FOUND } from '#server/buying/recall-service.ts';
import { SANDBOX_TEST_VALUES } from '#server/providers/credit/index.ts';
import { buyingApp, quoted } from './buying-support';

const apps: { app: { close(): Promise<unknown> } }[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.app.close();
});
async function setup(...args: Parameters<typeof buyingApp>) {
  const t = await buyingApp(...args);
  apps.push(t);
  return t;
}

const start = () => addDays(todayIso(), 7);
const OUTCOMES = { accepted: 'API1000', invalid: 'API1010', declined: 'API2001', unavailable: 'unavailable' };
const value = (kind: keyof typeof OUTCOMES) => {
  const found = Object.values(SANDBOX_TEST_VALUES).find((v) => v.outcome === OUTCOMES[kind]);
  if (!found) throw new Error(`no sandbox value for ${kind}`);
  return found;
};
const RETURN = (uuid: string) => `/quote/payment-redirect?uuid=${uuid}`;

describe('annual payment by card, then acceptance (SPEC.md 2.12, 2.13)', () => {
  it('charges the annual total the server computed, and buys the policy once', async () => {
    const t = await setup();
    const browser = t.browser();
    const proposal = await quoted(browser, start());
    const notYet = await browser.call('POST', `/api/proposal/${proposal.uuid}/quote/accept`, {});
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.code).toBe('not_paid');

    const started = await browser.call('POST', `/api/proposal/${proposal.uuid}/quote/payment`, {
      return_url: RETURN(proposal.uuid),
      amount_pence: 1,
    });
    expect(started.statusCode).toBe(200);
    const { payment_url, amount_pence } = started.json();
    expect(amount_pence).toBe(poundsToPence(proposal.quote.annual_total));
    expect(payment_url).toMatch(/^\/sandbox\/pay\/pay_/);
    const again = await browser.call('POST', `/api/proposal/${proposal.uuid}/quote/payment`, {
      return_url: RETURN(proposal.uuid),
    });
    expect(again.json().payment_url).toBe(payment_url);

    expect((await browser.pay(payment_url, '4242424242424242')).statusCode).toBe(200);
    const outcome = await browser.call('GET', `/api/proposal/${proposal.uuid}/quote/payment`);
    expect(outcome.json()).toEqual({ outcome: 'captured' });
    const accepted = await browser.call('POST', `/api/proposal/${proposal.uuid}/quote/accept`, {});
    expect(accepted.statusCode).toBe(200);
    const bought = accepted.json().proposal;
    expect(bought.is_purchased).toBe(true);
    expect(bought.quote).toMatchObject({
      is_purchased: true,
      is_accepted: true,
      policy_number: `VQP-${proposal.reference}`,
    });

    const twice = await browser.call('POST', `/api/proposal/${proposal.uuid}/quote/accept`, {});
    expect(twice.json().proposal.quote.policy_number).toBe(bought.quote.policy_number);
    expect(await t.store.outbox.countByStatus()).toMatchObject({ pending: 1 });
    const email = await t.store.outbox.find(proposal.uuid, 'policy-confirmation');
    expect(email?.payload.text).toContain(bought.quote.policy_number);
    const stored = await t.store.getProposal(proposal.uuid);
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
    expect(stored?.data.payment).toMatchObject({ last4: '4242', amount_pence });

    const change = await browser.call('POST', `/api/proposal/${proposal.uuid}/addons`, { addons: [] });
    expect(change.statusCode).toBe(409);
  });

  it('refuses a return address other than this proposal’s payment-redirect screen', async () => {
    const t = await setup();
    const browser = t.browser();
    const proposal = await quoted(browser, start());
    for (const return_url of [
      'https://evil.example/x',
      `/quote/complete?uuid=${proposal.uuid}`,
      '//evil.example',
    ]) {
      const res = await browser.call('POST', `/api/proposal/${proposal.uuid}/quote/payment`, { return_url });
      expect(res.statusCode, return_url).toBe(422);
    }
  });

  it('does not buy with a declined card, and a second card then succeeds', async () => {
    const t = await setup();
    const browser = t.browser();
    const proposal = await quoted(browser, start());
    const started = await browser.call('POST', `/api/proposal/${proposal.uuid}/quote/payment`, {
      return_url: RETURN(proposal.uuid),
    });
    await browser.pay(started.json().payment_url, '4000000000000002');
    expect((await browser.call('GET', `/api/proposal/${proposal.uuid}/quote/payment`)).json()).toEqual({
      outcome: 'declined',
    });
    expect((await browser.call('POST', `/api/proposal/${proposal.uuid}/quote/accept`, {})).statusCode).toBe(
      409,
    );
    const retry = await browser.call('POST', `/api/proposal/${proposal.uuid}/quote/payment`, {
      return_url: RETURN(proposal.uuid),
    });
    expect(retry.json().payment_url).not.toBe(started.json().payment_url);
    await browser.pay(retry.json().payment_url, '4242424242424242');
    expect((await browser.call('POST', `/api/proposal/${proposal.uuid}/quote/accept`, {})).statusCode).toBe(
      200,
    );
  });

  it('is another browser’s business: 404 without the proposal cookie', async () => {
    const t = await setup();
    const proposal = await quoted(t.browser(), start());
    const stranger = t.browser();
    const res = await stranger.call('POST', `/api/proposal/${proposal.uuid}/quote/payment`, {
      return_url: RETURN(proposal.uuid),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('Direct Debit with the credit sandbox (SPEC.md 2.11, 4, 8)', () => {
  async function monthly() {
    const t = await setup();
    const browser = t.browser();
    const proposal = await quoted(browser, start(), true);
    const dd = (details: { sort_code: string; account_number: string }, account_name = 'Sam Driver') =>
      browser.call('PATCH', '/json/proposal/direct-debit', { uuid: proposal.uuid, account_name, ...details });
    return { t, browser, proposal, dd };
  }

  it('records an accepted mandate, shown back masked, then charges the deposit', async () => {
    const { t, browser, proposal, dd } = await monthly();
    const accepted = value('accepted');
    const res = await dd({
      sort_code: accepted.sort_code.replace(/-/g, ''),
      account_number: accepted.account_number,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.monthly_payments_response.reason_code).toBe('API1000');
    expect(res.json().data.proposal.direct_debit.account_number).toBe(
      `****${accepted.account_number.slice(-4)}`,
    );
    const stored = JSON.stringify(await t.store.getProposal(proposal.uuid));
    expect(stored).not.toContain(accepted.account_number);
    const started = await browser.call('POST', `/api/proposal/${proposal.uuid}/quote/payment`, {
      return_url: RETURN(proposal.uuid),
    });
    expect(started.json().amount_pence).toBe(poundsToPence(proposal.quote.monthly_deposit));
  });

  it('answers API1010 on the account fields for details that fail modulus checking', async () => {
    const { dd } = await monthly();
    const invalid = value('invalid');
    const res = await dd({
      sort_code: invalid.sort_code.replace(/-/g, ''),
      account_number: invalid.account_number,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.reason_code).toBe('API1010');
    expect(
      res
        .json()
        .error.fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['account_number', 'sort_code']);
  });

  it('declines with a customer-safe message, and refuses card payment without a mandate', async () => {
    const { browser, proposal, dd } = await monthly();
    const declined = value('declined');
    const res = await dd({
      sort_code: declined.sort_code.replace(/-/g, ''),
      account_number: declined.account_number,
    });
    expect(res.json().data.monthly_payments_response.reason_code).toBe('API2001');
    expect(res.json().data.monthly_payments_response.message).toMatch(/pay in full/i);
    const pay = await browser.call('POST', `/api/proposal/${proposal.uuid}/quote/payment`, {
      return_url: RETURN(proposal.uuid),
    });
    expect(pay.statusCode).toBe(409);
  });

  it('checks the form’s rules on the server with the form’s messages', async () => {
    const { dd } = await monthly();
    const res = await dd({ sort_code: '12345', account_number: '123' }, 'S');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual(
      expect.arrayContaining([
        { path: 'account_name', message: 'Please provide a valid full name.' },
        { path: 'account_number', message: 'Please enter a valid bank account number of 8 numbers.' },
        { path: 'sort_code', message: 'Please enter a valid sort code of 6 numbers.' },
      ]),
    );
  });

  it('says so when the provider cannot be reached (503)', async () => {
    const { dd } = await monthly();
    const down = value('unavailable');
    const res = await dd({
      sort_code: down.sort_code.replace(/-/g, ''),
      account_number: down.account_number,
    });
    expect(res.statusCode).toBe(503);
  });
});

describe('expiry (DESIGN.md 3), with the clock moved instead of waiting', () => {
  it('answers 419 to buying calls once the quote is older than 30 days', async () => {
    const t = await setup();
    const browser = t.browser();
    const proposal = await quoted(browser, addDays(todayIso(), 30));
    t.clock.today = addDays(todayIso(), 31);
    for (const [method, url, body] of [
      ['POST', `/api/proposal/${proposal.uuid}/quote/payment`, { return_url: RETURN(proposal.uuid) }],
      ['POST', `/api/proposal/${proposal.uuid}/quote/accept`, {}],
      [
        'PATCH',
        '/json/proposal/direct-debit',
        { uuid: proposal.uuid, account_name: 'Sam Driver', account_number: '66374958', sort_code: '089999' },
      ],
    ] as const) {
      const res = await browser.call(method, url, body);
      expect(res.statusCode, url).toBe(419);
    }
  });
});

describe('recall (SPEC.md 2.14, 7, 8)', () => {
  const details = { postcode: 'ls6 3aw', dob: '1985-03-14' };

  it('finds the quote and lets a fresh browser open it', async () => {
    const t = await setup();
    const proposal = await quoted(t.browser(), start());
    const fresh = t.browser('10.0.0.2');
    expect((await fresh.call('GET', `/api/proposal/${proposal.uuid}`)).statusCode).toBe(404);
    const res = await fresh.call('POST', '/api/proposal/recall', {
      reference: proposal.reference.toLowerCase(),
      ...details,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().proposal.uuid).toBe(proposal.uuid);
    expect((await fresh.call('GET', `/api/proposal/${proposal.uuid}`)).statusCode).toBe(200);
  });

  it('reads O as 0 and I as 1 in a typed reference (an issued one holds neither letter)', async () => {
    const t = await setup();
    const browser = t.browser();
    // A reference with a 0 or a 1 in it (most have one): typed with the letters that look like them.
    let proposal = await quoted(browser, start());
    for (let i = 0; i < 20 && !/[01]/.test(proposal.reference); i++)
      proposal = await quoted(browser, start());
    expect(proposal.reference).toMatch(/[01]/);
    expect(proposal.reference).not.toMatch(/[OI]/);
    const typed = proposal.reference.replace(/0/g, 'O').replace(/1/g, 'I');
    const res = await t
      .browser('10.0.0.9')
      .call('POST', '/api/proposal/recall', { reference: typed, ...details });
    expect(res.statusCode).toBe(200);
    expect(res.json().proposal.uuid).toBe(proposal.uuid);
  });

  it('says the same thing whichever detail is wrong', async () => {
    const t = await setup();
    const proposal = await quoted(t.browser(), start());
    const fresh = t.browser('10.0.0.3');
    for (const wrong of [
      { reference: proposal.reference, postcode: 'LS6 3AX', dob: details.dob },
      { reference: proposal.reference, postcode: details.postcode, dob: '1985-03-15' },
      { reference: '1ABCDEFGHJKLM', ...details },
    ]) {
      const res = await fresh.call('POST', '/api/proposal/recall', wrong);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(RECALL_NOT_FOUND);
    }
    expect((await fresh.call('GET', `/api/proposal/${proposal.uuid}`)).statusCode).toBe(404);
  });

  it('checks the fields with the form’s messages', async () => {
    const t = await setup();
    const res = await t
      .browser()
      .call('POST', '/api/proposal/recall', { reference: 'ABC', postcode: 'nope', dob: '' });
    expect(res.statusCode).toBe(422);
    const fields = Object.fromEntries(
      res.json().error.fields.map((f: { path: string; message: string }) => [f.path, f.message]),
    );
    expect(fields.reference).toBe('Quote reference is invalid');
    expect(fields.postcode).toBe('This field must be a valid UK postcode.');
  });

  it('answers expired with the uuid, and a new start date quotes again', async () => {
    const t = await setup();
    const proposal = await quoted(t.browser(), start());
    t.clock.today = addDays(todayIso(), 31);
    const fresh = t.browser('10.0.0.4');
    const res = await fresh.call('POST', '/api/proposal/recall', {
      reference: proposal.reference,
      ...details,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'expired', uuid: proposal.uuid });
    t.clock.today = todayIso();
    const loaded = (await fresh.call('GET', `/api/proposal/${proposal.uuid}`)).json().proposal;
    const requoted = await fresh.call('POST', `/api/proposal/${proposal.uuid}/quote`, {
      version: loaded.version,
      risk: { ...loaded.risk, cover_start_date: addDays(todayIso(), 3) },
    });
    expect(requoted.statusCode).toBe(200);
    expect(requoted.json().proposal.quote.quoted_at).toBe(todayIso());
  });

  it('limits attempts per client and per reference, counted in the store', async () => {
    const t = await setup();
    const proposal = await quoted(t.browser(), start());
    const wrong = { reference: proposal.reference, postcode: 'SW1A 2AA', dob: '1980-01-01' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await t.browser(`10.1.0.${i}`).call('POST', '/api/proposal/recall', wrong)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    const one = t.browser('10.2.0.1');
    const own: number[] = [];
    for (let i = 0; i < 11; i++)
      own.push(
        (await one.call('POST', '/api/proposal/recall', { ...wrong, reference: `${i % 10}ABCDEFGHJKLM` }))
          .statusCode,
      );
    expect(own.at(-1)).toBe(429);
    const limited = await one.call('POST', '/api/proposal/recall', { ...wrong, reference: '9ZZZZZZZZZZZZ' });
    expect(limited.json().error.message).toMatch(/Too many attempts/);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it("counts a reference's spellings with O for 0 and I for 1 as one reference", async () => {
    const t = await setup();
    const details = { postcode: 'SW1A 2AA', dob: '1980-01-01' };
    const spellings = ['1000000000000', 'I000000000000', '1O00000000000', 'IOO0000000000', '10O0000000000'];
    const statuses: number[] = [];
    for (const [i, reference] of [...spellings, 'ioooooooooooo'].entries())
      statuses.push(
        (await t.browser(`10.3.0.${i}`).call('POST', '/api/proposal/recall', { reference, ...details }))
          .statusCode,
      );
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });
});
