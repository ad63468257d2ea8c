/**
 * Several servers, one database (issue 12 item 3): two real server processes (dist/server/main.js,
 * as `npm run serve` starts it) on one database of the project's kind (one PostgreSQL schema, or one
 * SQLite file on this machine) behave as one: a journey walks across both, the rate-limit counters
 * are one allowance between them, and paying or accepting on both at once charges and buys once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '#domain/dates.ts';
import { RECALL_LIMITS } from '#server/routes/recall-routes.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { httpBrowser, type HttpBrowser } from '#tests/support/http-browser.ts';
import {
  ensureServerBuilt,
  freePort,
  startServer,
  type ServerProcess,
} from '#tests/support/server-process.ts';
import { freshDatabase, storeKind } from '#tests/support/store-under-test.ts';
import type { TestDatabase } from '#tests/support/test-database.ts';

let database: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  ensureServerBuilt();
  database = await freshDatabase();
  // Started together on a fresh database: their migrations take turns on the lock, and the one
  // that comes second finds nothing to do.
  [a, b] = await Promise.all([
    freePort().then((port) => startServer(port, database.env)),
    freePort().then((port) => startServer(port, database.env)),
  ]);
}, 120_000);

afterAll(async () => {
  const exits = await Promise.all([a?.stop(), b?.stop()]);
  await database?.dispose();
  expect(exits.map((e) => e?.code)).toEqual([0, 0]);
});

const RETURN = (uuid: string) => `/quote/payment-redirect?uuid=${uuid}`;

/** A proposal created on `on`, quoted there; answers its uuid and version. */
async function quotedOn(browser: HttpBrowser, on: ServerProcess) {
  const risk = { ...completeRisk(), cover_start_date: addDays(todayIso(), 7) };
  const created = await browser.call(on.base, 'POST', '/api/proposal', { risk });
  expect(created.status, created.text).toBe(201);
  const { uuid } = created.json.proposal as { uuid: string };
  const quoted = await browser.call(on.base, 'POST', `/api/proposal/${uuid}/quote`, {});
  expect(quoted.status, quoted.text).toBe(200);
  return quoted.json.proposal as { uuid: string; reference: string; version: number };
}

describe(`two servers on one ${storeKind} database`, { timeout: 60_000 }, () => {
  it('serve one journey between them: create on A, update and quote on B, pay and buy across both', async () => {
    const browser = httpBrowser();
    const risk = { ...completeRisk(), cover_start_date: addDays(todayIso(), 7) };
    const created = await browser.call(a.base, 'POST', '/api/proposal', { risk });
    expect(created.status, created.text).toBe(201);
    const { uuid, reference } = created.json.proposal as { uuid: string; reference: string };

    const read = await browser.call(b.base, 'GET', `/api/proposal/${uuid}`);
    expect(read.status).toBe(200);
    expect(read.json.proposal).toMatchObject({ uuid, reference, version: 1 });

    const moved = { ...risk, cover_start_date: addDays(todayIso(), 9) };
    const updated = await browser.call(b.base, 'POST', `/api/proposal/${uuid}`, { version: 1, risk: moved });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json.proposal).toMatchObject({
      version: 2,
      risk: { cover_start_date: moved.cover_start_date },
    });
    // A stale write on the other server is refused, never a silent overwrite.
    const stale = await browser.call(a.base, 'POST', `/api/proposal/${uuid}`, { version: 1, risk });
    expect(stale.status).toBe(409);

    const quoted = await browser.call(b.base, 'POST', `/api/proposal/${uuid}/quote`, {});
    expect(quoted.status, quoted.text).toBe(200);
    const annual = (quoted.json.proposal as { quote: { annual_total: number } }).quote.annual_total;
    expect(annual).toBeGreaterThan(0);
    const annually = await browser.call(a.base, 'POST', `/api/proposal/${uuid}/payment-method`, {
      is_pay_monthly: false,
    });
    expect(annually.status, annually.text).toBe(200);

    const started = await browser.call(b.base, 'POST', `/api/proposal/${uuid}/quote/payment`, {
      return_url: RETURN(uuid),
    });
    expect(started.status, started.text).toBe(200);
    const paymentUrl = String(started.json.payment_url);
    expect(started.json.amount_pence).toBe(Math.round(annual * 100));
    // The hosted page served by A takes the card for the payment B started.
    expect((await browser.pay(a.base, paymentUrl, '4242424242424242')).status).toBeLessThan(400);
    const outcome = await browser.call(b.base, 'GET', `/api/proposal/${uuid}/quote/payment`);
    expect(outcome.json).toEqual({ outcome: 'captured' });

    const accepted = await browser.call(a.base, 'POST', `/api/proposal/${uuid}/quote/accept`, {});
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json.proposal).toMatchObject({
      is_purchased: true,
      quote: { policy_number: `VQP-${reference}` },
    });
    const onB = await browser.call(b.base, 'GET', `/api/proposal/${uuid}`);
    expect(onB.json.proposal).toMatchObject({ is_purchased: true });

    // What the database holds: the purchase, the captured payment and one email.
    const store = await database.open();
    try {
      expect(await store.getProposal(uuid)).toMatchObject({ isPurchased: true, isPayMonthly: false });
      expect(await store.payments.capturedFor(uuid)).toMatchObject({ status: 'captured', last4: '4242' });
      expect(await store.outbox.find(uuid, 'policy-confirmation')).toMatchObject({ status: 'pending' });
    } finally {
      await store.close();
    }
  });

  it('count one recall allowance between them: adding a server does not multiply it', async () => {
    const browser = httpBrowser();
    const { reference } = await quotedOn(browser, a);
    const wrong = { reference, postcode: 'SW1A 2AA', dob: '1980-01-01' };
    const statuses: number[] = [];
    for (let i = 0; i <= RECALL_LIMITS.reference.max; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await httpBrowser().call(server.base, 'POST', '/api/proposal/recall', wrong)).status);
    }
    // Each server saw about half the attempts; together they reached the limit.
    expect(statuses).toEqual([...Array(RECALL_LIMITS.reference.max).fill(404), 429]);
    const again = await httpBrowser().call(a.base, 'POST', '/api/proposal/recall', wrong);
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('start one payment and buy once when a customer’s clicks reach both at once', async () => {
    const browser = httpBrowser();
    const { uuid } = await quotedOn(browser, a);
    const starts = await Promise.all(
      [a, b, a, b].map((s) =>
        browser.call(s.base, 'POST', `/api/proposal/${uuid}/quote/payment`, { return_url: RETURN(uuid) }),
      ),
    );
    expect(starts.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(starts.map((s) => s.json.payment_url)).size).toBe(1);
    const paymentUrl = String(starts[0].json.payment_url);
    const paid = await Promise.all([
      browser.pay(a.base, paymentUrl, '4242424242424242'),
      browser.pay(b.base, paymentUrl, '4242424242424242'),
    ]);
    expect(paid.every((p) => p.status < 500)).toBe(true);

    const before = await browser.call(b.base, 'GET', `/api/proposal/${uuid}`);
    const version = (before.json.proposal as { version: number }).version;
    const accepts = await Promise.all(
      [a, b, a, b].map((s) => browser.call(s.base, 'POST', `/api/proposal/${uuid}/quote/accept`, {})),
    );
    expect(accepts.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const policies = accepts.map((r) => (r.json.proposal as { quote: { policy_number: string } }).quote);
    expect(new Set(policies.map((q) => q.policy_number)).size).toBe(1);

    const store = await database.open();
    try {
      // One purchase committed (one version on), the card captured once, its email queued once.
      expect(await store.getProposal(uuid)).toMatchObject({ isPurchased: true, version: version + 1 });
      const captured = await store.payments.capturedFor(uuid);
      expect(captured?.payment_id).toBe(paymentUrl.split('/').pop());
      expect(await store.outbox.find(uuid, 'policy-confirmation')).toMatchObject({ proposal_uuid: uuid });
    } finally {
      await store.close();
    }
  });
});
