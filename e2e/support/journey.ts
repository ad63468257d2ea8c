import { expect, type Page } from '@playwright/test';

/** Ticks the agreement on Assumptions and continues, as a customer does. */
export async function acceptAssumptions(page: Page): Promise<void> {
  await page.goto('/assumptions');
  await page.getByLabel('I confirm that the assumptions above are correct').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/quote\/create$/);
}

/** True when the page is wider than the viewport (horizontal scrolling). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
