import Database from 'better-sqlite3';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '#server/http/error-handler.ts';
import { registerSecurity } from '#server/http/security.ts';
import { paymentSandbox, type PaymentSandbox } from '#server/providers/payment/index.ts';
import { paymentSandboxRoutes } from '#server/routes/payment-sandbox-routes.ts';
import { asValue } from '#tests/support/as-value.ts';
import { paymentsMigration, sqlitePaymentStore } from '#server/store/sqlite-payments.ts';

const UUID = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const RETURN = `/quote/payment-redirect?uuid=${UUID}`;
const SAME_SITE = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };
const FORM = 'application/x-www-form-urlencoded';

interface Harness {
  app: FastifyInstance;
  db: Database.Database;
  sandbox: PaymentSandbox;
  logs: string[];
  /** Starts a payment and answers its id and the card form's token. */
  begin(amount_pence?: number): Promise<{ id: string; token: string }>;
  post(
    url: string,
    fields: Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

const tokenIn = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** Our routes on a bare Fastify with the app's security hook and error handler, over SQLite in memory. */
async function harness(): Promise<Harness> {
  const db = new Database(':memory:');
  db.exec(paymentsMigration.sql);
  const sandbox = paymentSandbox({
    store: sqlitePaymentStore(db),
    now: () => new Date('2026-03-15T12:00:00Z'),
  });
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'trace', stream } });
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  registerSecurity(app);
  paymentSandboxRoutes(app, sandbox);
  app.post('/api/echo', async (request) => request.body);
  await app.ready();
  apps.push(app);
  const post: Harness['post'] = (url, fields, headers = SAME_SITE) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': FORM, ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const begin = async (amount_pence = 12345) => {
    const started = await sandbox.startPayment({
      proposal_uuid: UUID,
      reference: '1ABCDEFGHJKLM',
      amount_pence,
      description: 'Annual premium',
      return_url: RETURN,
    });
    const page = await app.inject(started.payment_url);
    return { id: started.payment_id, token: tokenIn(page.body) };
  };
  return { app, db, sandbox, logs, begin, post };
}

const card = (token: string, card_number: string, cvc = '123') => ({
  token,
  card_number,
  expiry: '12/30',
  cvc,
  name: 'Jo Bloggs',
});

/** The href of the link that sends the top window back to the quote. */
const returnLink = (html: string) =>
  /<a class="button" href="([^"]+)" target="_top" data-return-to-top>/.exec(html)?.[1];

describe('GET /sandbox/pay/:payment_id', () => {
  it('serves the card form, no-store, under the app security headers, with its own assets', async () => {
    const { app, begin } = await harness();
    const { id, token } = await begin();
    const res = await app.inject(`/sandbox/pay/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.body).toContain('<dt>Amount to pay</dt><dd>£123.45</dd>');
    expect(res.body).toMatch(/<input id="card-number"[^>]* inputmode="numeric" autocomplete="cc-number"/);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).not.toMatch(/<style|\sstyle=|\son[a-z]+=|<script(?! src=)|<script[^>]*>[^<]/);

    const js = /<script src="([^"]+)" defer><\/script>/.exec(res.body)?.[1] ?? '';
    const css = /<link rel="stylesheet" href="([^"]+)">/.exec(res.body)?.[1] ?? '';
    expect(js).toMatch(/^\/sandbox\/assets\/payment-page\.js\?v=[0-9a-f]{12}$/);
    const jsRes = await app.inject(js);
    expect(jsRes.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(jsRes.body).toContain('window.top.location.assign');
    expect((await app.inject(css)).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await app.inject('/sandbox/assets/secret.txt')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed payment id', async () => {
    const { app } = await harness();
    for (const id of ['pay_AAAAAAAAAAAAAAAAAAAAAAAA', 'nope', 'pay_%3Cb%3E']) {
      const res = await app.inject(`/sandbox/pay/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Payment not found');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('POST /sandbox/pay/:payment_id', () => {
  it('shows field errors tied to their inputs, keeps nothing secret, and takes nothing', async () => {
    const { post, begin, sandbox } = await harness();
    const { id, token } = await begin();
    const res = await post(`/sandbox/pay/${id}`, {
      token,
      card_number: '4242 4242 4242 4241',
      expiry: '02/26',
      cvc: '1',
      name: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<li><a href="#card-number">Enter a valid card number</a></li>');
    expect(res.body).toMatch(
      /<input id="card-number"[^>]* aria-describedby="card-number-error" aria-invalid="true" value="">/,
    );
    expect(res.body).not.toContain('4241');
    expect(await sandbox.latestOutcome(UUID)).toBe('pending');
  });

  it.each([
    ['4242 4242 4242 4242', 'captured', 'Payment successful'],
    ['5555 5555 5555 4444', 'captured', 'Payment successful'],
    ['4000 0000 0000 0002', 'declined', 'Your card was declined'],
    ['4000 0000 0000 0119', 'failed', 'We could not process your payment'],
  ])('card %s ends %s and sends the top window back', async (number, outcome, heading) => {
    const { post, begin, sandbox } = await harness();
    const { id, token } = await begin();
    const res = await post(`/sandbox/pay/${id}`, card(token, number));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<h1>${heading}</h1>`);
    expect(returnLink(res.body)).toBe(`${RETURN}&amp;outcome=${outcome}`);
    expect(await sandbox.latestOutcome(UUID)).toBe(outcome);
    const captured = await sandbox.capturedPayment(UUID);
    if (outcome === 'captured')
      expect(captured).toMatchObject({ payment_id: id, amount_pence: 12345, last4: number.slice(-4) });
    else expect(captured).toBeNull();
  });

  it('runs the 3-D Secure challenge: Approve captures', async () => {
    const { app, post, begin, sandbox } = await harness();
    const { id, token } = await begin();
    const challenge = await post(`/sandbox/pay/${id}`, card(token, '4000 0000 0000 3220'));
    expect(challenge.body).toContain('<h1>Confirm it is you</h1>');
    expect(challenge.body).toContain(`action="/sandbox/pay/${id}/challenge"`);
    expect((await app.inject(`/sandbox/pay/${id}`)).body).toContain('Confirm it is you');
    // The card form's token cannot answer the challenge.
    expect((await post(`/sandbox/pay/${id}/challenge`, { token, action: 'approve' })).statusCode).toBe(403);
    const approved = await post(`/sandbox/pay/${id}/challenge`, {
      token: tokenIn(challenge.body),
      action: 'approve',
    });
    expect(returnLink(approved.body)).toBe(`${RETURN}&amp;outcome=captured`);
    expect(await sandbox.capturedPayment(UUID)).toMatchObject({ payment_id: id, last4: '3220' });
  });

  it('runs the 3-D Secure challenge: Fail declines', async () => {
    const { post, begin, sandbox } = await harness();
    const { id, token } = await begin();
    const challenge = await post(`/sandbox/pay/${id}`, card(token, '4000000000003220'));
    const failed = await post(`/sandbox/pay/${id}/challenge`, {
      token: tokenIn(challenge.body),
      action: 'fail',
    });
    expect(failed.body).toContain('<h1>Your card was declined</h1>');
    expect(returnLink(failed.body)).toBe(`${RETURN}&amp;outcome=declined`);
    expect(await sandbox.latestOutcome(UUID)).toBe('declined');
    expect(await sandbox.capturedPayment(UUID)).toBeNull();
  });

  it('never charges twice: a second submit after capture shows "already paid" and changes nothing', async () => {
    const { post, begin, db } = await harness();
    const { id, token } = await begin();
    await post(`/sandbox/pay/${id}`, card(token, '4242424242424242'));
    const before = db.prepare('SELECT * FROM payments').all();
    const again = await post(`/sandbox/pay/${id}`, card(token, '5555555555554444'));
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('<h1>Already paid</h1>');
    expect(again.body).toContain('You have not been charged again.');
    expect(db.prepare('SELECT * FROM payments').all()).toEqual(before);
    expect((await begin()).id).toBe(id);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a null origin from a cross-site frame', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site', origin: 'http://localhost' }],
  ])('refuses a cross-site post (%s) with 403 and takes nothing', async (_name, headers) => {
    const { post, begin, sandbox } = await harness();
    const { id, token } = await begin();
    const res = await post(`/sandbox/pay/${id}`, card(token, '4242424242424242'), headers);
    expect(res.statusCode).toBe(403);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = await post(`/sandbox/pay/${id}/challenge`, { token, action: 'approve' }, headers);
    expect(challenge.statusCode).toBe(403);
    expect(await sandbox.latestOutcome(UUID)).toBe('pending');
  });

  it.each([
    ['no Origin or Sec-Fetch-Site (older browsers)', {}],
    [
      'Origin null, as browsers send under Referrer-Policy no-referrer',
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    ],
    ['Origin null and no Sec-Fetch-Site (plain http)', { origin: 'null' }],
  ])('accepts a post with %s when the token is right', async (_name, headers) => {
    const { post, begin, sandbox } = await harness();
    const { id, token } = await begin();
    expect((await post(`/sandbox/pay/${id}`, card(token, '4242424242424242'), headers)).statusCode).toBe(200);
    expect(await sandbox.latestOutcome(UUID)).toBe('captured');
  });

  it('refuses a missing, wrong or other payment token with 403', async () => {
    const { post, begin, sandbox } = await harness();
    const { token } = await begin(12345);
    const other = await begin(999); // a new amount: a new payment, whose token differs
    for (const bad of ['', 'x'.repeat(43), token]) {
      const res = await post(`/sandbox/pay/${other.id}`, card(bad, '4242424242424242'));
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('This form could not be accepted');
    }
    const { token: _drop, ...noToken } = card(other.token, '4242424242424242');
    expect((await post(`/sandbox/pay/${other.id}`, noToken)).statusCode).toBe(403);
    expect(
      (await post('/sandbox/pay/pay_AAAAAAAAAAAAAAAAAAAAAAAA', card(token, '4242424242424242'))).statusCode,
    ).toBe(404);
    expect(await sandbox.capturedPayment(UUID)).toBeNull();
  });

  it('stores and logs neither the card number nor the security code', async () => {
    const { post, begin, db, logs } = await harness();
    for (const number of ['4000000000000002', '4000000000000119', '4242424242424242']) {
      const { id, token } = await begin();
      await post(`/sandbox/pay/${id}`, card(token, number, '7319'));
      await post(`/sandbox/pay/${id}`, card(token, number, '7319'), { origin: 'https://evil.example' });
    }
    const stored = JSON.stringify(db.prepare('SELECT * FROM payments').all());
    const logged = logs.join('\n');
    expect(logged).toContain('cross-site payment form post refused');
    for (const secret of ['4242424242424242', '4000000000000002', '4000000000000119', '7319', 'Bloggs']) {
      expect(stored).not.toMatch(asValue(secret));
      expect(logged).not.toMatch(asValue(secret));
    }
    expect(stored).toContain('"last4":"4242"');
  });

  it('keeps the form parser to its own routes: the JSON API still refuses form bodies', async () => {
    const { app } = await harness();
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': FORM, 'x-requested-with': 'XMLHttpRequest' },
      payload: 'a=1',
    });
    expect(res.statusCode).toBe(415);
  });
});
