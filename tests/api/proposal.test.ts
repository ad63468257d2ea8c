import { afterEach, describe, expect, it } from 'vitest';
import { completeRisk } from '#tests/support/examples.ts';
import { freshDatabase } from '#tests/support/store-under-test.ts';
import { cookieFrom, testApp, type TestApp } from './test-app';

const risk = completeRisk();
const withRegistration = (registration: string) => ({
  ...risk,
  vehicle: { ...(risk.vehicle as object), vehicle_registration: registration },
});
let t: TestApp;

afterEach(async () => {
  await t?.app.close();
});

async function created(app: TestApp) {
  const res = await app.call('POST', '/api/proposal', { risk });
  expect(res.statusCode).toBe(201);
  return { proposal: res.json().proposal, cookie: cookieFrom(res) };
}

describe('POST /api/proposal', () => {
  it('stores the proposal and answers it with a v4 uuid and a quote reference', async () => {
    t = await testApp();
    const { proposal, cookie } = await created(t);
    expect(proposal.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(proposal.reference).toMatch(/^[0-9][A-Z0-9]{12}$/);
    expect(proposal).toMatchObject({ version: 1, is_quoted: false, is_purchased: false, quote: null, risk });
    expect(cookie).toMatch(/^vq_pt=[A-Za-z0-9_-]{22}$/);
    expect(await t.store.countProposals()).toBe(1);
  });

  it('sets the token cookie HttpOnly and SameSite=Strict', async () => {
    t = await testApp();
    const res = await t.call('POST', '/api/proposal', { risk });
    expect(String(res.headers['set-cookie'])).toMatch(/; HttpOnly(;|$)/);
    expect(String(res.headers['set-cookie'])).toMatch(/; SameSite=Strict(;|$)/);
  });

  it('ignores server-owned fields the browser sends', async () => {
    t = await testApp();
    const res = await t.call('POST', '/api/proposal', {
      risk,
      is_purchased: true,
      is_quoted: true,
      quote: { premium: 1 },
      uuid: 'mine',
    });
    expect(res.json().proposal).toMatchObject({ is_purchased: false, is_quoted: false, quote: null });
    expect(res.json().proposal.uuid).not.toBe('mine');
  });

  it('gives unique references', async () => {
    t = await testApp();
    const refs = new Set<string>();
    for (let i = 0; i < 50; i++)
      refs.add((await t.call('POST', '/api/proposal', { risk })).json().proposal.reference);
    expect(refs.size).toBe(50);
  });
});

describe('bad input is a clear 4xx and writes nothing', () => {
  const cases: [string, unknown, number][] = [
    ['malformed JSON', '{"risk": {', 400],
    ['an array body', '[1,2]', 422],
    ['a string body', '"hello"', 422],
    ['no risk', '{}', 422],
    ['risk of the wrong type', '{"risk": "yes"}', 422],
    ['marketing of the wrong type', '{"risk": {"marketing": {"email": "yes"}}}', 422],
    [
      'too many additional drivers',
      JSON.stringify({ risk: { drivers: { additional_drivers: [{}, {}, {}, {}, {}, {}] } } }),
      422,
    ],
    ['a huge string', JSON.stringify({ risk: { vehicle: { vehicle_make: 'x'.repeat(10_000) } } }), 422],
    ['deep nesting', `{"risk":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`, 422],
    ['very deep nesting', `{"risk":${'['.repeat(5000)}${']'.repeat(5000)}}`, 422],
    [
      'a body over the size limit',
      JSON.stringify({ risk: { notes: Array(400).fill('y'.repeat(1000)) } }),
      413,
    ],
    ['prototype pollution', '{"risk": {}, "__proto__": {"admin": true}}', 400],
  ];

  it.each(cases)('%s', async (_name, body, status) => {
    t = await testApp();
    const res = await t.call('POST', '/api/proposal', body);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(await t.store.countProposals()).toBe(0);
  });

  it('names the field in a 422', async () => {
    t = await testApp();
    const res = await t.call('POST', '/api/proposal', { risk: { marketing: { email: 'yes' } } });
    expect(res.json().error.fields).toEqual([
      { path: 'risk.marketing.email', message: 'Please provide an answer to this question to proceed.' },
    ]);
  });

  it('refuses a call without X-Requested-With with 403', async () => {
    t = await testApp();
    const res = await t.app.inject({ method: 'POST', url: '/api/proposal', payload: { risk } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    expect(await t.store.countProposals()).toBe(0);
  });

  it('refuses a body that is not JSON with 415', async () => {
    t = await testApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/proposal',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'text/plain' },
      payload: 'risk=yes',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
    expect(await t.store.countProposals()).toBe(0);
  });
});

describe('GET /api/proposal/{uuid}', () => {
  it('answers the stored proposal to the browser that created it', async () => {
    t = await testApp();
    const { proposal, cookie } = await created(t);
    const res = await t.call('GET', `/api/proposal/${proposal.uuid}`, undefined, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().proposal).toMatchObject({ uuid: proposal.uuid, reference: proposal.reference, risk });
  });

  it('is 404 for an unknown uuid, a malformed uuid, a missing cookie or another browser', async () => {
    t = await testApp();
    const { proposal, cookie } = await created(t);
    const other = cookieFrom(await t.call('POST', '/api/proposal', { risk }));
    const answers = await Promise.all([
      t.call('GET', '/api/proposal/1b4e28ba-2fa1-41d2-883f-0016d3cca427', undefined, { cookie }),
      t.call('GET', '/api/proposal/not-a-uuid', undefined, { cookie }),
      t.call('GET', `/api/proposal/${proposal.uuid}`),
      t.call('GET', `/api/proposal/${proposal.uuid}`, undefined, { cookie: other }),
      t.call('GET', `/api/proposal/${proposal.uuid}`, undefined, { cookie: 'vq_pt=AAAAAAAAAAAAAAAAAAAAAA' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      expect(res.body).not.toContain('Taylor');
    }
  });
});

describe('POST /api/proposal/{uuid}', () => {
  it('updates the answers and bumps the version', async () => {
    t = await testApp();
    const { proposal, cookie } = await created(t);
    const changed = withRegistration('VQ71SPR');
    const res = await t.call(
      'POST',
      `/api/proposal/${proposal.uuid}`,
      { version: 1, risk: changed },
      { cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().proposal).toMatchObject({ version: 2, reference: proposal.reference, risk: changed });
    const stored = await t.store.getProposal(proposal.uuid);
    expect(stored?.data.risk).toMatchObject(changed);
  });

  it('refuses a stale version with 409 and keeps the newer answers', async () => {
    t = await testApp();
    const { proposal, cookie } = await created(t);
    await t.call(
      'POST',
      `/api/proposal/${proposal.uuid}`,
      { version: 1, risk: withRegistration('VQ19VWT') },
      { cookie },
    );
    const res = await t.call(
      'POST',
      `/api/proposal/${proposal.uuid}`,
      { version: 1, risk: withRegistration('VQ22CRF') },
      { cookie },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('conflict');
    expect((await t.store.getProposal(proposal.uuid))?.data.risk).toMatchObject(withRegistration('VQ19VWT'));
  });

  it('needs the version (422) and access (404)', async () => {
    t = await testApp();
    const { proposal, cookie } = await created(t);
    const noVersion = await t.call('POST', `/api/proposal/${proposal.uuid}`, { risk }, { cookie });
    expect(noVersion.statusCode).toBe(422);
    expect(noVersion.json().error.fields[0].path).toBe('version');
    const stranger = await t.call('POST', `/api/proposal/${proposal.uuid}`, { version: 1, risk });
    expect(stranger.statusCode).toBe(404);
    const wrongType = await t.call(
      'POST',
      `/api/proposal/${proposal.uuid}`,
      { version: 'one', risk },
      { cookie },
    );
    expect(wrongType.statusCode).toBe(422);
    expect((await t.store.getProposal(proposal.uuid))?.version).toBe(1);
  });
});

describe('durability', () => {
  it('keeps a proposal across a restart of the server on the same database', async () => {
    const database = await freshDatabase();
    const first = await testApp(undefined, database);
    const { proposal, cookie } = await created(first);
    await first.app.close();
    t = await testApp(undefined, database);
    const res = await t.call('GET', `/api/proposal/${proposal.uuid}`, undefined, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().proposal.risk).toMatchObject(risk);
    await t.app.close();
    await database.dispose();
  });
});
