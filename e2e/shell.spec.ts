import { expect, test } from './support/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { completeRisk } from '#tests/support/examples.ts';
import { acceptAssumptions, scrollsSideways } from './support/journey';
import { freePort, startServer, stopServer } from './support/server-process';

test('/ lands on Assumptions with the progress bar at its first step', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/assumptions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Before we start' })).toBeVisible();
  const progress = page.getByRole('navigation', { name: 'Progress' });
  await expect(progress.getByRole('listitem')).toHaveCount(5);
  await expect(progress.locator('[aria-current="step"]')).toContainText('Assumptions');
  await expect(page.getByRole('banner')).toContainText('Commercial Vehicle');
  await expect(page.getByRole('contentinfo')).toContainText('© Van Quote Insurance Services Limited 2015');
});

test('a guarded route goes to Assumptions until they are accepted, then to the create form', async ({
  page,
}) => {
  await page.goto('/quote/summary');
  await expect(page).toHaveURL(/\/assumptions$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please answer this question in order to proceed.');
  await expect(page).toHaveURL(/\/assumptions$/);
  await page.getByLabel('I confirm that the assumptions above are correct').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/quote\/create$/);
  await expect(
    page.getByRole('navigation', { name: 'Progress' }).locator('[aria-current="step"]'),
  ).toContainText('Your Details');
  // Acceptance is remembered in localStorage: a new visit to a guarded route is let through.
  await page.goto('/quote/summary');
  await expect(page).toHaveURL(/\/quote\/summary$/);
  await expect(
    page.getByRole('navigation', { name: 'Progress' }).locator('[aria-current="step"]'),
  ).toContainText('Quote');
});

test('the guard brings a screen that needs no proposal back after Assumptions, with its query', async ({
  page,
}) => {
  await page.goto('/quote/recall?from=email');
  await expect(page).toHaveURL(/\/assumptions$/);
  await page.getByLabel('I confirm that the assumptions above are correct').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/quote\/recall\?from=email$/);
  const recall = page.getByRole('heading', { level: 1, name: 'Retrieve a Quote' });
  await expect(recall).toBeFocused();
  // Back and Forward move through the history as the customer made it, each page focused at its top.
  await page.goBack();
  await expect(page).toHaveURL(/\/assumptions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Before we start' })).toBeFocused();
  await page.goForward();
  await expect(page).toHaveURL(/\/quote\/recall\?from=email$/);
  await expect(recall).toBeFocused();
});

test('Back from the create form returns to Assumptions at its top', async ({ page }) => {
  await page.goto('/assumptions');
  await page.getByLabel('I confirm that the assumptions above are correct').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeFocused();
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.goBack();
  await expect(page).toHaveURL(/\/assumptions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Before we start' })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the site root keeps its query on the way to Assumptions', async ({ page }) => {
  await page.goto('/?campaign=van');
  await expect(page).toHaveURL(/\/assumptions\?campaign=van$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Before we start' })).toBeVisible();
});

test('the bare quote path redirects to the create form', async ({ page }) => {
  await acceptAssumptions(page);
  await page.goto('/quote');
  await expect(page).toHaveURL(/\/quote\/create$/);
});

test('an unknown path shows Not Found without the progress bar, with Start a quote', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Progress' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Start a quote' }).click();
  await expect(page).toHaveURL(/\/assumptions$/);
});

for (const [path, heading] of [
  ['/quote/declined', "We're sorry we can't offer you cover"],
  ['/error/exception', "Sorry, we're experiencing a technical issue"],
  ['/quote/session-expired', 'Session Expired'],
] as const) {
  test(`${path} is open to anyone and hides the progress bar`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Progress' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Start a quote' })).toHaveAttribute('href', '/quote/create');
  });
}

test('Recall and Instalments declined hide the progress bar once past the guard', async ({ page }) => {
  await acceptAssumptions(page);
  for (const path of ['/quote/recall', '/quote/instalments/declined']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('navigation', { name: 'Progress' })).toHaveCount(0);
  }
  await page.goto('/quote/payment');
  await expect(page.getByRole('navigation', { name: 'Progress' })).toBeVisible();
});

test('a proposal created through the API survives a server restart', async ({ browser }) => {
  const file = join(mkdtempSync(join(tmpdir(), 'vq-restart-')), 'restart.sqlite');
  const port = await freePort(); // a port of its own, never one another run may hold
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  let server = await startServer(port, file);
  try {
    const created = await context.request.post('/api/proposal', {
      headers,
      data: { risk: completeRisk() },
    });
    expect(created.status()).toBe(201);
    const { uuid, reference } = (await created.json()).proposal;
    await stopServer(server);
    server = await startServer(port, file);
    const loaded = await context.request.get(`/api/proposal/${uuid}`, { headers });
    expect(loaded.status()).toBe(200);
    expect((await loaded.json()).proposal).toMatchObject({
      uuid,
      reference,
      risk: { vehicle: { vehicle_registration: 'VQ21TCE' }, drivers: { proposer: { surname: 'Taylor' } } },
    });
  } finally {
    await stopServer(server);
    await context.close();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the shell renders without horizontal scrolling', async ({ page }) => {
    for (const path of ['/assumptions', '/quote/declined', '/no/such/page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await scrollsSideways(page), path).toBe(false);
    }
    await acceptAssumptions(page);
    expect(await scrollsSideways(page)).toBe(false);
    // Step titles are hidden on small screens; the numbers stay.
    await expect(page.locator('.progress__title').first()).not.toBeInViewport();
  });
});
