import { COMPILE_HINT } from '../scripts/compile-hints';
import { expect, test } from './support/test';

/**
 * Every script the build makes starts with V8's compile hint (docs/decisions/062): what a new quote
 * loads with its page, and what its open step loads after (validators, widgets).
 */
test('every script a new quote loads starts with the compile hint', async ({ page }) => {
  const scripts: Promise<[string, string]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().then((text) => [new URL(response.url()).pathname, text]));
  });
  await page.goto('/assumptions');
  await page.evaluate(() => localStorage.setItem('vq.assumptionsAccepted', 'true'));
  await page.goto('/quote/create');
  await expect(page.locator('#step-1-panel input').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(5);
  expect(loaded.filter(([, text]) => !text.startsWith(`${COMPILE_HINT}\n`)).map(([path]) => path)).toEqual(
    [],
  );
});
