import { expect, test } from './support/test';

/**
 * The page announces its route's scripts (scripts/route-preload-plugin.ts): the quote form's
 * routes also announce the step form's, which the screen imports as it loads (marked `with the
 * route`), so the browser fetches them with the page rather than after the screen has run.
 */
const announced = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

test('the quote form announces its screen and the step form with the page', async ({ page, request }) => {
  const html = await (await request.get('/quote/create')).text();
  const files = announced(html);
  expect(
    files.some((f) => /\/create-screen-[\w-]+\.js$/.test(f)),
    files.join(' '),
  ).toBe(true);
  expect(
    files.some((f) => /\/quote-step-form-[\w-]+\.js$/.test(f)),
    files.join(' '),
  ).toBe(true);

  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') fetched.push(new URL(r.url()).pathname);
  });
  await page.goto('/assumptions');
  await page.evaluate(() => localStorage.setItem('vq.assumptionsAccepted', 'true'));
  fetched.length = 0;
  await page.goto('/quote/create');
  await expect(page.locator('#step-1-panel input').first()).toBeVisible();
  const stepForm = fetched.find((f) => /\/quote-step-form-[\w-]+\.js$/.test(f));
  expect(stepForm, 'the step form is fetched').toBeDefined();
  expect(files, 'the file fetched is the one the page announced').toContain(stepForm);
});

test('a screen without marked imports announces only its own closure', async ({ request }) => {
  const files = announced(await (await request.get('/quote/addons')).text());
  expect(files.length).toBeGreaterThan(0);
  expect(files.some((f) => /quote-step-form/.test(f))).toBe(false);
});
