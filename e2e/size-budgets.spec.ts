import type { Cookie } from '@playwright/test';
import { jsBudgetKb } from './support/budgets';
import { baseUrlOf, holdProposals } from './support/proposals';
import { countRouteJs } from './support/route-js';
import { ROUTES, routeProposals, type Proposals } from './support/routes';
import { expect, test } from './support/test';

/**
 * The size budgets (DESIGN.md 5, issue 13): the gzipped JavaScript each route of the route table
 * loads on a first visit, once its screen is ready and the network is quiet, is within its budget.
 * Sizes, unlike timings, are the same on every machine, so they are a test.
 */
let held: Proposals;
let cookies: Cookie[];
test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
  held = await routeProposals(api);
  cookies = (await api.storageState()).cookies;
  await api.dispose();
});
test.beforeEach(async ({ context }) => holdProposals(context, cookies));

test.describe('first-visit JavaScript within budget', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const route of ROUTES) {
    test(`${route.name}: at most ${jsBudgetKb(route.name)} KB gzipped`, async ({ page }) => {
      const measured = countRouteJs(page);
      await page.goto(route.path(held));
      await route.ready(page);
      await page.waitForLoadState('networkidle');
      const js = await measured();
      const detail = js.files.map((f) => `${(f.gzipBytes / 1024).toFixed(1)} ${f.name}`).join(', ');
      expect(js.gzipKb, `${route.name} loads ${js.gzipKb} KB: ${detail}`).toBeLessThanOrEqual(
        jsBudgetKb(route.name),
      );
    });
  }
});
