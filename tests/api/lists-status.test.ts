import { afterEach, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './test-app';

let t: TestApp;
afterEach(async () => {
  await t?.app.close();
});

describe('reference lists', () => {
  it('GET /api/list answers every list with a dotted name and options', async () => {
    t = await testApp();
    const res = await t.call('GET', '/api/list');
    expect(res.statusCode).toBe(200);
    const list = res.json().list as { name: string; options: { name: string; value: string }[] }[];
    const keys = list.map((l) => l.name.split('.')[1]);
    expect(keys).toEqual(
      expect.arrayContaining([
        'titles',
        'marital_status',
        'employment_status',
        'claim_type',
        'conviction_code',
        'policy_cover_type',
      ]),
    );
    for (const l of list) expect(l.options.length).toBeGreaterThan(0);
  });

  it('GET /api/list/insurer.{name} answers list.options', async () => {
    t = await testApp();
    const res = await t.call('GET', '/api/list/insurer.employment_status');
    const values = (res.json().list.options as { value: string }[]).map((o) => o.value);
    expect(values).toEqual(expect.arrayContaining(['R', 'U', 'H', 'I', 'N']));
  });

  it('GET /json/lists/initial answers an object of named lists, leaving the long ones for later', async () => {
    t = await testApp();
    const body = (await t.call('GET', '/json/lists/initial')).json();
    expect(body.titles[0]).toEqual({ name: 'Mr', value: 'MR' });
    expect(body.relationship_to_proposer[0].value).toBe('P');
    expect(body.occupation).toBeUndefined();
  });

  it('GET /json/lists/{name} answers one list, and 404 for an unknown one', async () => {
    t = await testApp();
    expect((await t.call('GET', '/json/lists/occupation')).json().list.options.length).toBeGreaterThan(250);
    const missing = await t.call('GET', '/json/lists/nothing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
  });
});

describe('status and headers', () => {
  it('GET /json/status reports the database', async () => {
    t = await testApp();
    const res = await t.call('GET', '/json/status');
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers the health probe to any client, with no custom header', async () => {
    t = await testApp();
    const res = await t.app.inject({ method: 'GET', url: '/json/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('sets the security headers on every answer', async () => {
    t = await testApp();
    for (const url of ['/json/status', '/api/list/none', '/quote/create']) {
      const res = await t.call('GET', url);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).not.toMatch(/unsafe-(eval|inline)/);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // ASVS 5.0 V3.4.8: no page that opens ours keeps a reference to its window (kept though it
      // costs Lighthouse's lab runs a new renderer: docs/performance.md).
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    t = await testApp();
    const res = await t.call('GET', '/api/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
