import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteShellFile } from '#domain/journey/route-shell-file.ts';
import { formatMoney } from '#domain/money.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { cookieFrom, MANY_LOOKUPS, testApp, type TestApp } from './test-app';

/** A built client whose Summary and Payment option shells are filled from the proposal. */
function builtClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'screen-tops-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<html><head><meta charset="UTF-8" /></head><body><div id="root"><!-- route-shell: here --></div></body></html>',
  );
  const shells: RouteShellFile = {
    '/quote/summary': {
      html: '<main><h1>Quote Summary</h1><p>Hi {{top:forename}}, please check</p></main>',
      open: false,
      top: { name: 'Summary', redirects: { unquoted: 'QuoteEditForm', purchased: 'Complete' } },
    },
    '/quote/payment-option': {
      html: '<main><p>Your annual {{top:coverName}} quote is <strong>{{top:price}}</strong></p></main>',
      open: false,
      top: { name: 'PaymentOption', redirects: { unquoted: 'QuoteEditForm' } },
    },
  };
  writeFileSync(join(dir, 'route-shells.json'), JSON.stringify(shells));
  writeFileSync(
    join(dir, 'route-preload.json'),
    JSON.stringify({
      '/quote/summary': { files: [], styles: [], proposal: true },
      '/quote/payment-option': { files: [], styles: [], proposal: true },
    }),
  );
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ lookupLimits: MANY_LOOKUPS, clientDir: builtClient() });
});
afterAll(async () => {
  await t.app.close();
});

async function proposal({ quote = true } = {}) {
  const created = await t.call('POST', '/api/proposal', { risk: completeRisk() });
  const uuid = created.json().proposal.uuid as string;
  const cookie = cookieFrom(created);
  const quoted = quote ? await t.call('POST', `/api/proposal/${uuid}/quote`, {}, { cookie }) : null;
  return { uuid, cookie, quote: quoted?.json().proposal.quote };
}

/** The page as a browser opens it: no X-Requested-With, the cookie if it has one. */
const open = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const forename = String((completeRisk().drivers as { proposer: { forename: string } }).proposer.forename);

describe("a buying screen's page holds its top filled from the proposal (docs/decisions/051)", () => {
  it('for the browser that may open the proposal: its name and price, and no cache keeps the page', async () => {
    const { uuid, cookie, quote } = await proposal();
    const summary = await open(`/quote/summary?uuid=${uuid}`, cookie);
    expect(summary.statusCode).toBe(200);
    expect(summary.body).toContain(`<p>Hi ${forename}, please check</p>`);
    expect(summary.headers['cache-control']).toBe('no-store');
    const payment = await open(`/quote/payment-option?uuid=${uuid}`, cookie);
    expect(payment.body).toContain(
      `Your annual Comprehensive quote is <strong>${formatMoney(quote.premium)}</strong>`,
    );
  });

  it('not for another browser, nor one with no cookie: the page goes without, and may be cached', async () => {
    const { uuid } = await proposal();
    const other = await proposal();
    for (const cookie of [undefined, other.cookie, 'vq_pt=not-a-token-the-store-knows']) {
      const page = await open(`/quote/summary?uuid=${uuid}`, cookie);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('Quote Summary');
      expect(page.body).not.toContain(forename);
      expect(page.body).not.toContain('{{top:');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('not for a proposal the route sends elsewhere (SPEC.md 2.4: an unquoted one goes to the form)', async () => {
    const { uuid, cookie } = await proposal({ quote: false });
    const page = await open(`/quote/summary?uuid=${uuid}`, cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Quote Summary');
  });

  it("not when the address says more than the proposal (a payment's outcome changes the top)", async () => {
    const { uuid, cookie } = await proposal();
    const page = await open(`/quote/summary?uuid=${uuid}&payment=declined`, cookie);
    expect(page.body).not.toContain('Quote Summary');
    // An unknown uuid is no page error either.
    const unknown = await open('/quote/summary?uuid=5e1d03de-0cc7-4c24-aa64-c32e246d2c3d', cookie);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('Quote Summary');
  });
});

describe('a HEAD request (link checkers, uptime monitors, caches revalidating)', () => {
  it("answers an app route as its GET would, headers without the page: not 'not found'", async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/quote/create' });
    const get = await open('/quote/create');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.headers['cache-control']).toBe(get.headers['cache-control']);
    expect(head.headers['content-security-policy']).toBe(get.headers['content-security-policy']);
    expect(head.body).toBe('');
  });

  it('still finds no page under the API', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/api/no-such-thing' });
    expect(head.statusCode).toBe(404);
  });
});
