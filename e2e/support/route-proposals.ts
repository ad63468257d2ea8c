import type { Cookie } from '@playwright/test';
import { baseUrlOf, holdProposals } from './proposals';
import { routeProposals, type Proposals } from './routes';
import { test } from './test';

/**
 * The proposals every route of the route table opens on (routeProposals), made once per worker in
 * the file or describe block that calls this, and their cookies given to each test's browser.
 * Read `.held` inside a test.
 */
export function withRouteProposals(): { readonly held: Proposals } {
  const state = {} as { held: Proposals; cookies: Cookie[] };
  test.beforeAll(async ({ playwright }, testInfo) => {
    const api = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
    state.held = await routeProposals(api);
    state.cookies = (await api.storageState()).cookies;
    await api.dispose();
  });
  test.beforeEach(async ({ context }) => holdProposals(context, state.cookies));
  return state;
}
