import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SERIOUS_OR_CRITICAL, violationsInPlace } from './support/axe';
import { withRouteProposals } from './support/route-proposals';
import { ROUTES } from './support/routes';

/**
 * The walk (issue 11): every route at a small phone, a phone, a tablet and a laptop width. Each
 * route is reached as a customer reaches it, by a move within the app from the bottom of a long
 * page, and must open at its top, fit the width, log no error and have no serious or critical axe
 * violation. The proposals are made once through the API; one page is resized, not reopened.
 */
const WIDTHS = [320, 390, 768, 1366] as const;

/** Moves within the app as the browser's history does (the app's router follows popstate). */
async function moveTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** Lays the page out again at this width (two animation frames after the resize). */
async function atWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Where the page is, sideways and down. */
const scrollOf = (page: Page) =>
  page.evaluate(() => ({
    y: Math.round(window.scrollY),
    overflow: document.documentElement.scrollWidth - window.innerWidth,
  }));

/** The long page each route is reached from: Assumptions, or for Assumptions itself the Summary. */
function fromPageFor(name: string): { path: string; heading: string } {
  return name === 'Assumptions'
    ? { path: `/quote/summary?uuid=${routeProposals.held.annual.uuid}`, heading: 'Quote Summary' }
    : { path: '/assumptions', heading: 'Before we start' };
}

const routeProposals = withRouteProposals();

test.describe('the walk: every route at 320, 390, 768 and 1366 px', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const route of ROUTES) {
    test(`${route.name}`, async ({ page }) => {
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      const from = fromPageFor(route.name);
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await page.goto(from.path);
      for (const [index, width] of WIDTHS.entries()) {
        await atWidth(page, width);
        // From the bottom of a long page, so a route that keeps the scroll shows it.
        if (index > 0) await moveTo(page, from.path);
        await expect(page.getByRole('heading', { level: 1, name: from.heading })).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await moveTo(page, route.path(routeProposals.held));
        await route.ready(page);
        const where = `${route.name} at ${width} px`;
        const { y, overflow } = await scrollOf(page);
        expect.soft(y, `${where} opens scrolled down`).toBe(0);
        expect.soft(overflow, `${where} is wider than the window`).toBeLessThanOrEqual(0);
        expect.soft(await violationsInPlace(page, SERIOUS_OR_CRITICAL), `${where}: axe`).toEqual([]);
      }
      expect(consoleErrors, 'console errors').toEqual([]);
    });
  }

  test('/ and the bare quote path open Assumptions and the create form at their top', async ({ page }) => {
    await page.goto('/assumptions');
    for (const width of WIDTHS) {
      await atWidth(page, width);
      for (const [path, landing, heading] of [
        ['/', /\/assumptions$/, 'Before we start'],
        ['/quote', /\/quote\/create$/, 'Your details'],
      ] as const) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await moveTo(page, path);
        await expect(page).toHaveURL(landing);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        expect.soft((await scrollOf(page)).y, `${path} at ${width} px opens scrolled down`).toBe(0);
      }
      await moveTo(page, '/assumptions');
    }
  });
});
