import { jsBudgetKb, MAX_SCRIPT_FILES } from './support/budgets';
import { countRouteJs, type RouteJs } from './support/route-js';
import { withRouteProposals } from './support/route-proposals';
import { ROUTES } from './support/routes';
import { expect, test } from './support/test';

/**
 * The size budgets (DESIGN.md 5, issue 13): the gzipped JavaScript each route of the route table
 * loads on a first visit, once its screen is ready and the network is quiet, is within its budget.
 * Sizes, unlike timings, are the same on every machine, so they are a test.
 */
const routeProposals = withRouteProposals();

test.describe('first-visit JavaScript within budget', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const route of ROUTES) {
    test(`${route.name}: at most ${jsBudgetKb(route.name)} KB gzipped`, async ({ page }) => {
      const measured = countRouteJs(page);
      await page.goto(route.path(routeProposals.held));
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

/**
 * The scripts a route's page announces (its entry, and the route's files it preloads: what the
 * screen needs before it shows, scripts/route-chunks.ts) are few (decision 057).
 */
test.describe('a page announces few scripts', () => {
  for (const route of ROUTES) {
    test(`${route.name}: at most ${MAX_SCRIPT_FILES}`, async ({ request }) => {
      const html = await (await request.get(route.path(routeProposals.held))).text();
      const scripts = [
        ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"|rel="modulepreload"[^>]*href="([^"]+)"/g),
      ];
      const names = scripts.map((m) => (m[1] ?? m[2]).split('/').pop());
      expect(names.length, `${route.name} announces ${names.join(', ')}`).toBeLessThanOrEqual(
        MAX_SCRIPT_FILES,
      );
      expect(names.length, 'the entry at least').toBeGreaterThan(0);
    });
  }
});

/**
 * Code a route loads only when it shows it (docs/decisions/046), found by a text of its own in the
 * scripts a first visit loaded: the vehicle lookup (step 1 of the quote form, so the quote form's
 * two routes only), imask (fetched on a masked box's first focus, so on no first visit) and a
 * screen's own code (its route only).
 */
const SHOWN_ONLY: { what: string; marker: string; routes: string[] }[] = [
  {
    what: 'the vehicle lookup',
    marker: 'Enter your registration',
    routes: ['QuoteCreateForm', 'QuoteEditForm'],
  },
  { what: 'imask', marker: 'Element value was changed outside of mask', routes: [] },
  // Another screen's code, which a lazy widget's import once brought with it (decision 076): the
  // vehicle lookup shares a module with the payment option screen.
  { what: 'the payment option screen', marker: 'Registration lookup failed', routes: ['PaymentOption'] },
];

const carrying = (js: RouteJs, marker: string) =>
  js.files.filter((f) => f.text.includes(marker)).map((f) => f.name);

test.describe('a first visit loads only what the route shows', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const route of ROUTES) {
    const unused = SHOWN_ONLY.filter((s) => !s.routes.includes(route.name));
    test(`${route.name}: not ${unused.map((s) => s.what).join(' or ')}`, async ({ page }) => {
      const measured = countRouteJs(page);
      await page.goto(route.path(routeProposals.held));
      await route.ready(page);
      await page.waitForLoadState('networkidle');
      const js = await measured();
      for (const { what, marker, routes } of SHOWN_ONLY) {
        const found = carrying(js, marker);
        if (routes.includes(route.name)) expect(found, `${route.name} shows ${what}`).not.toEqual([]);
        else expect(found, `${route.name} loads ${what} it does not show`).toEqual([]);
      }
    });
  }

  test('imask arrives on the first focus of a masked box, and the box masks what was typed', async ({
    page,
  }) => {
    const measured = countRouteJs(page);
    await page.goto('/quote/recall');
    const dob = page.getByRole('textbox', { name: 'Date of birth' });
    await expect(dob).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(carrying(await measured(), SHOWN_ONLY[1].marker)).toEqual([]);
    await dob.pressSequentially('31121990');
    await expect(dob).toHaveValue('31/12/1990');
    await page.waitForLoadState('networkidle');
    expect(carrying(await measured(), SHOWN_ONLY[1].marker)).not.toEqual([]);
  });
});
