import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { freshStore } from '#tests/support/store-under-test.ts';
import { asValue } from '#tests/support/as-value.ts';
import { MANY_LOOKUPS } from './test-app';

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

describe('the request log carries no personal data (issue 10)', () => {
  it('logs route patterns and statuses through a whole purchase, never the answers', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      store: await freshStore(),
      logLevel: 'info',
      clientDir: null,
      logStream,
      lookupLimits: MANY_LOOKUPS,
    });
    apps.push(app);
    let cookie = '';
    const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => {
      const res = await app.inject({
        method,
        url,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          cookie,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
      const set = res.headers['set-cookie'];
      if (set) cookie = String(set).split(';')[0];
      return res;
    };
    await call('GET', '/api/vehicle/registration?registration=VQ21TCE');
    await call('GET', '/json/address-search/LS63AW');
    const created = await call('POST', '/api/proposal', { risk: completeRisk() });
    const { uuid, reference } = created.json().proposal;
    await call('POST', `/api/proposal/${uuid}/payment-method`, { is_pay_monthly: true });
    await call('POST', `/api/proposal/${uuid}/quote`, {});
    await call('PATCH', '/json/proposal/direct-debit', {
      uuid,
      account_name: 'Sam Taylor',
      account_number: '66374958',
      sort_code: '089999',
    });
    await call('POST', '/api/proposal/recall', { reference, postcode: 'LS6 3AW', dob: '1985-03-14' });
    await call('GET', `/api/proposal/${uuid}`);
    const log = lines.join('\n');
    expect(log).toContain('"route":"/api/vehicle/registration"');
    expect(log).toContain('"route":"/json/address-search/:postcode"');
    for (const secret of [
      'VQ21TCE',
      'LS63AW',
      'LS6 3AW',
      'Sam',
      'Taylor',
      'sam.taylor@example.co.uk',
      '0113 496 0000',
      '1985-03-14',
      '66374958',
      '089999',
      reference,
      uuid,
      cookie.split('=')[1],
    ])
      expect(log, `the log holds ${secret}`).not.toMatch(asValue(secret));
  });
});
