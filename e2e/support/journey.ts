import { expect, type Page } from '@playwright/test';
import { completeRisk } from '#tests/support/examples.ts';

/** Ticks the agreement on Assumptions and continues, as a customer does. */
export async function acceptAssumptions(page: Page): Promise<void> {
  await page.goto('/assumptions');
  await page.getByLabel('I confirm that the assumptions above are correct').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/quote\/create$/);
}

/**
 * Opens the quote form with the assumptions accepted and every answer given (the complete proposal
 * as its draft), on step `step` (0 is the first).
 */
export async function openQuoteFormAt(page: Page, step: number): Promise<void> {
  await page.addInitScript(
    (draft) => {
      localStorage.setItem('vq.assumptionsAccepted', 'true');
      localStorage.setItem('vq.draft.new', draft);
    },
    JSON.stringify({ risk: completeRisk(), step, furthestStep: 4 }),
  );
  await page.goto('/quote/create');
}

/** True when the page is wider than the viewport (horizontal scrolling). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
