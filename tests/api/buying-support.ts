import type { LightMyRequestResponse } from 'fastify';
import { todayIso } from '#domain/dates.ts';
import { buildApp, type AppOptions } from '#server/app.ts';
import type { Store } from '#server/store/types.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { freshStore } from '#tests/support/store-under-test.ts';

export const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const SAME_SITE = { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' };

/** A browser against the real app: its own cookie, JSON calls as the application makes them. */
export interface Browser {
  call(method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** Pays on the sandbox's hosted page with a card, as the customer would in the frame. */
  pay(paymentUrl: string, card: string): Promise<LightMyRequestResponse>;
}

/**
 * The app over a fresh store of the project's kind (or `options.store`: a second server on the same
 * database), with a fixed day and time unless a test moves them.
 */
export async function buyingApp(options: Partial<AppOptions> & { clock?: { today: string } } = {}) {
  const store: Store = options.store ?? (await freshStore());
  const clock = options.clock ?? { today: todayIso() };
  const app = await buildApp({
    store,
    logLevel: 'silent',
    clientDir: null,
    today: () => clock.today,
    now: () => new Date(`${clock.today}T10:00:00Z`),
    ...options,
  });
  const browser = (remoteAddress = '127.0.0.1'): Browser => {
    let cookie = '';
    const remember = (res: LightMyRequestResponse) => {
      const set = res.headers['set-cookie'];
      if (set) cookie = String(Array.isArray(set) ? set[0] : set).split(';')[0];
      return res;
    };
    return {
      async call(method, url, body) {
        return remember(
          await app.inject({
            method,
            url,
            remoteAddress,
            headers: {
              ...XHR,
              cookie,
              ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            payload: body === undefined ? undefined : JSON.stringify(body),
          }),
        );
      },
      async pay(paymentUrl, card) {
        const page = await app.inject({ method: 'GET', url: paymentUrl });
        const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
        return app.inject({
          method: 'POST',
          url: paymentUrl,
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_SITE },
          payload: new URLSearchParams({
            card_number: card,
            expiry: '12/30',
            cvc: '123',
            name: 'Sam Driver',
            token,
          }).toString(),
        });
      },
    };
  };
  return { app, store, clock, browser };
}

/** A quoted proposal of the complete example (start date inside the window), as this browser. */
export async function quoted(browser: Browser, startDate: string, monthly = false) {
  const risk = { ...completeRisk(), cover_start_date: startDate };
  const created = await browser.call('POST', '/api/proposal', { risk, is_pay_monthly: monthly });
  if (created.statusCode !== 201) throw new Error(`create ${created.statusCode}: ${created.body}`);
  const { uuid } = created.json().proposal;
  const res = await browser.call('POST', `/api/proposal/${uuid}/quote`, {});
  if (res.statusCode !== 200) throw new Error(`quote ${res.statusCode}: ${res.body}`);
  return res.json().proposal as {
    uuid: string;
    reference: string;
    version: number;
    quote: Record<string, number>;
  };
}
