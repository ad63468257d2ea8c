import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './test-app';

/** The README's "Postcodes for testers" (server/providers/address/data/README.md). */
const DEMO_POSTCODES: Array<[postcode: string, lineContaining: string, town: string]> = [
  ['SW1A 2AA', 'Downing Street', 'London'],
  ['M17 1PG', 'Westinghouse Road', 'Manchester'],
  ['B15 2LD', 'Wheeleys', 'Birmingham'],
  ['LS6 3AW', "St Michael's Road", 'Leeds'],
  ['G12 8TB', 'Byres Road', 'Glasgow'],
  ['CF24 3RX', 'Albany Road', 'Cardiff'],
  ['BT9 6AA', 'Lisburn Road', 'Belfast'],
  ['CB3 9ND', 'Mill Way', 'Cambridge'],
];

interface AddressBody {
  line1: string;
  line2: string;
  line3: string;
  line4: string;
  line5: string;
  postcode: string;
}

describe('GET /json/address-search/{postcode}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  describe.each(DEMO_POSTCODES)('demo postcode %s', (postcode, lineContaining, town) => {
    const compact = postcode.replace(' ', '');
    it.each([
      ['spaces removed', compact],
      ['lower case', compact.toLowerCase()],
      ['with an encoded space', encodeURIComponent(postcode)],
      ['lower case with an encoded space', encodeURIComponent(postcode.toLowerCase())],
    ])('finds its addresses (%s)', async (_how, path) => {
      const res = await t.call('GET', `/json/address-search/${path}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const body = res.json() as AddressBody[];
      expect(Array.isArray(body)).toBe(true);
      expect(body.length).toBeGreaterThanOrEqual(4);
      for (const address of body) {
        expect(Object.keys(address).sort()).toEqual([
          'line1',
          'line2',
          'line3',
          'line4',
          'line5',
          'postcode',
        ]);
        expect(address.postcode).toBe(postcode);
        expect(address.line4).toBe(town);
      }
      const text = body.map((a) => [a.line1, a.line2, a.line3].join(' ')).join('\n');
      expect(text).toContain(lineContaining);
    });
  });

  // ZZ99 9ZZ matches the shared UK pattern (src/domain/patterns.ts), so it is "not found", not invalid.
  it('answers an empty list for a valid postcode that is not in the data', async () => {
    for (const path of ['SW1A9ZZ', 'sw1a%209zz', 'ZZ999ZZ']) {
      const res = await t.call('GET', `/json/address-search/${path}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it.each(['HELLO', '12345', 'SW1A2AAX', '%20'])(
    'answers 422 with the postcode message for %s',
    async (path) => {
      const res = await t.call('GET', `/json/address-search/${path}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        error: {
          code: 'invalid',
          fields: [{ path: 'postcode', message: 'This field must be a valid UK postcode.' }],
        },
      });
    },
  );

  it('is a read: it answers without X-Requested-With, which guards only state changes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/json/address-search/SW1A2AA' });
    expect(res.statusCode).toBe(200);
  });
});
