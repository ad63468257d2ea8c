import { afterEach, describe, expect, it } from 'vitest';
import { LOOKUP_LIMITS } from '#server/http/rate-limit.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { cookieFrom, testApp, type TestApp } from './test-app';

let t: TestApp;
afterEach(async () => {
  await t?.app.close();
});

/** The server with its real limits (the shared test app raises them for files of many lookups). */
const limitedApp = () => testApp({});

describe('lookups are limited per client, counted in the store (issue 10)', () => {
  it.each([
    ['registration', '/api/vehicle/registration?registration=VQ21TCE', LOOKUP_LIMITS.registration.max],
    ['address', '/json/address-search/LS63AW', LOOKUP_LIMITS.address.max],
    ['manual', '/api/vehicle', LOOKUP_LIMITS.manual.max],
  ])('%s: %s answers 429 past its limit, with the error body and Retry-After', async (_name, url, max) => {
    t = await limitedApp();
    for (let i = 0; i < max; i++) expect((await t.call('GET', url)).statusCode).toBe(200);
    const refused = await t.call('GET', url);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/Too many attempts/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await t.app.inject({ method: 'GET', url, remoteAddress: '10.9.9.9' });
    expect(other.statusCode).toBe(200);
  });
});

describe('CSRF second line (issue 10)', () => {
  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['the null Origin of a sandboxed frame', { origin: 'null' }],
  ])('refuses a state change with %s (403), and writes nothing', async (_name, headers) => {
    t = await testApp();
    const res = await t.call('POST', '/api/proposal', { risk: completeRisk() }, headers);
    expect(res.statusCode).toBe(403);
    expect(await t.store.countProposals()).toBe(0);
  });

  it('refuses it at an address that spells the API path otherwise (%61pi is api)', async () => {
    t = await testApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/proposal',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: JSON.stringify({ risk: completeRisk() }),
    });
    expect(res.statusCode).toBe(403);
    expect(await t.store.countProposals()).toBe(0);
  });

  it('takes a state change from this site', async () => {
    t = await testApp();
    const res = await t.call(
      'POST',
      '/api/proposal',
      { risk: completeRisk() },
      {
        origin: 'http://localhost:80',
        'sec-fetch-site': 'same-origin',
      },
    );
    expect(res.statusCode).toBe(201);
  });
});

describe('proposal tokens (issue 10)', () => {
  it('never adopts a token the client chose', async () => {
    t = await testApp();
    const chosen = 'vq_pt=AAAAAAAAAAAAAAAAAAAAAA';
    const res = await t.call('POST', '/api/proposal', { risk: completeRisk() }, { cookie: chosen });
    expect(res.statusCode).toBe(201);
    expect(cookieFrom(res)).not.toBe(chosen);
    expect(cookieFrom(res)).toMatch(/^vq_pt=[A-Za-z0-9_-]{22}$/);
  });

  it('keeps a token it issued', async () => {
    t = await testApp();
    const first = await t.call('POST', '/api/proposal', { risk: completeRisk() });
    const second = await t.call(
      'POST',
      '/api/proposal',
      { risk: completeRisk() },
      { cookie: cookieFrom(first) },
    );
    expect(cookieFrom(second)).toBe(cookieFrom(first));
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    t = await testApp({ trustProxy: ['127.0.0.1'] });
    const res = await t.call(
      'POST',
      '/api/proposal',
      { risk: completeRisk() },
      { 'x-forwarded-proto': 'https' },
    );
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure(;|$)/);
  });

  it('believes no X-Forwarded-Proto from a client when no proxy is trusted (the default)', async () => {
    t = await testApp();
    const res = await t.call(
      'POST',
      '/api/proposal',
      { risk: completeRisk() },
      { 'x-forwarded-proto': 'https' },
    );
    expect(res.statusCode).toBe(201);
    expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});

describe('personal data is never cached (issue 10)', () => {
  it('answers every proposal call with Cache-Control: no-store', async () => {
    t = await testApp();
    const created = await t.call('POST', '/api/proposal', { risk: completeRisk() });
    const cookie = cookieFrom(created);
    const { uuid } = created.json().proposal;
    expect(created.headers['cache-control']).toBe('no-store');
    for (const [method, url, body] of [
      ['GET', `/api/proposal/${uuid}`, undefined],
      ['POST', `/api/proposal/${uuid}/quote`, {}],
      [
        'POST',
        '/api/proposal/recall',
        { reference: '1ABCDEFGHJKLM', postcode: 'LS6 3AW', dob: '1985-03-14' },
      ],
    ] as const) {
      const res = await t.call(method, url, body, { cookie });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('addresses the router cannot read', () => {
  it.each([
    ['bad percent-encoding', '/api/proposal/%E0%A4%A', 400, 'The address is not a valid one.'],
    ['a parameter too long', `/json/address-search/${'A'.repeat(5000)}`, 414, 'The address is too long.'],
  ])('%s answers with the API error body', async (_name, url, status, message) => {
    t = await testApp();
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message, fields: [] } });
  });
});
