import type { APIRequestContext, BrowserContext, Cookie, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { addDays, todayIso } from '#domain/dates.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { CARDS, XHR } from './buying';

/** A proposal the server has quoted, as a customer's browser holds it (its token cookie). */
export interface Held {
  uuid: string;
  reference: string;
}

/** The app's address for a beforeAll hook, where the baseURL fixture is not available. */
export function baseUrlOf(testInfo: TestInfo): string {
  const url = testInfo.project.use.baseURL;
  if (!url) throw new Error('playwright.config.ts sets no baseURL');
  return url;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

/**
 * A proposal created and quoted through the API, paying monthly or annually, held by whoever owns
 * `api` (a page's `page.request` shares its browser's cookies; a `request.newContext()` has its own).
 */
export async function quotedProposal(
  api: APIRequestContext,
  way: 'monthly' | 'annually',
  risk: Record<string, unknown> = completeRisk(),
): Promise<Held> {
  type Answer = { proposal: { uuid: string; reference: string } };
  const created = await ok<Answer>(await api.post('/api/proposal', { headers: XHR, data: { risk } }));
  const { uuid, reference } = created.proposal;
  await ok(await api.post(`/api/proposal/${uuid}/quote`, { headers: XHR, data: {} }));
  await ok(
    await api.post(`/api/proposal/${uuid}/payment-method`, {
      headers: XHR,
      data: { is_pay_monthly: way === 'monthly' },
    }),
  );
  return { uuid, reference };
}

/** The hosted card page of a new (or the open) card payment for the proposal. */
export async function paymentPageOf(api: APIRequestContext, uuid: string): Promise<string> {
  const started = await ok<{ payment_url: string }>(
    await api.post(`/api/proposal/${uuid}/quote/payment`, {
      headers: XHR,
      data: { return_url: `/quote/payment-redirect?uuid=${uuid}` },
    }),
  );
  return started.payment_url;
}

/**
 * A quoted annual proposal bought through the API: a card payment captured by the sandbox (its own
 * form, posted as the hosted page posts it) and the quote accepted, so Complete shows the policy.
 */
export async function purchasedProposal(api: APIRequestContext): Promise<Held> {
  const held = await quotedProposal(api, 'annually');
  const url = await paymentPageOf(api, held.uuid);
  const page = await (await api.get(url)).text();
  const token = /name="token" value="([^"]+)"/.exec(page)?.[1];
  expect(token, 'the hosted page carries a form token').toBeTruthy();
  const paid = await api.post(url, {
    form: {
      token: token ?? '',
      card_number: CARDS.success,
      expiry: '12/30',
      cvc: '123',
      name: 'Sam Driver',
    },
  });
  expect(await paid.text()).toContain('Payment successful');
  await ok(await api.post(`/api/proposal/${held.uuid}/quote/accept`, { headers: XHR, data: {} }));
  return held;
}

/**
 * Moves a quoted proposal's cover start date to yesterday in the server's store, as time would: the
 * server then treats it as expired (the same way buying.spec.ts does). `alsoChange` changes the saved
 * answers in place besides (answers saved before a rule that now refuses them).
 */
export function expireProposal(
  uuid: string,
  alsoChange: (risk: Record<string, Record<string, unknown>>) => void = () => {},
): void {
  const db = new Database(join(process.env.E2E_DATA_DIR ?? '', 'e2e.sqlite'));
  try {
    const row = db.prepare('SELECT data FROM proposals WHERE uuid = ?').get(uuid) as { data: string };
    const data = JSON.parse(row.data);
    data.risk.cover_start_date = addDays(todayIso(), -1);
    alsoChange(data.risk);
    db.prepare('UPDATE proposals SET data = ? WHERE uuid = ?').run(JSON.stringify(data), uuid);
  } finally {
    db.close();
  }
}

/**
 * Lets a test's browser open proposals made in a beforeAll hook: the proposal token cookie of the
 * API context that made them, and the assumptions already accepted.
 */
export async function holdProposals(context: BrowserContext, cookies: Cookie[]): Promise<void> {
  await context.addCookies(cookies);
  await context.addInitScript(() => {
    // Not on a new page's about:blank, whose opaque origin has no storage.
    if (location.protocol.startsWith('http')) localStorage.setItem('vq.assumptionsAccepted', 'true');
  });
}

/** The uuid in the page's address. */
export function uuidOf(page: Page): string {
  const uuid = new URL(page.url()).searchParams.get('uuid');
  expect(uuid, 'the address carries a uuid').toBeTruthy();
  return uuid ?? '';
}
