import { expect, test } from './support/test';

/**
 * The page announces its route's scripts (scripts/route-preload-plugin.ts): the quote form's
 * routes also announce the step form's, which the screen imports as it loads (marked `with the
 * route`), so the browser fetches them with the page rather than after the screen has run.
 */
const announced = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)">/g)].map((m) => m[1]);

/** Texts of the quote form's own code, found in whichever built file holds it (scripts/route-chunks.ts). */
const QUOTE_FORM_SCREEN = 'quote-form__main';
const STEP_FORM = 'quote-step-form';

test('the quote form announces its screen and the step form with the page', async ({ page, request }) => {
  const html = await (await request.get('/quote/create')).text();
  const files = announced(html);
  const texts = await Promise.all(files.map(async (f) => (await request.get(f)).text()));
  const holding = (marker: string) => files.filter((_, i) => texts[i].includes(marker));
  expect(holding(QUOTE_FORM_SCREEN), files.join(' ')).toHaveLength(1);
  expect(holding(STEP_FORM), files.join(' ')).toHaveLength(1);

  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') fetched.push(new URL(r.url()).pathname);
  });
  await page.goto('/assumptions');
  await page.evaluate(() => localStorage.setItem('vq.assumptionsAccepted', 'true'));
  fetched.length = 0;
  await page.goto('/quote/create');
  await expect(page.locator('#step-1-panel input').first()).toBeVisible();
  expect(fetched, 'the step form is fetched, from the file the page announced').toContain(
    holding(STEP_FORM)[0],
  );
});

test('a screen without marked imports announces only its own closure', async ({ request }) => {
  const files = announced(await (await request.get('/quote/addons')).text());
  expect(files.length).toBeGreaterThan(0);
  const texts = await Promise.all(files.map(async (f) => (await request.get(f)).text()));
  expect(texts.filter((text) => text.includes(STEP_FORM))).toEqual([]);
});
