import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { completeRisk } from '#tests/support/examples.ts';
import { fieldMessage } from './support/form';

/** WCAG 2.2 A and AA rules of axe, on what the customer sees now. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('Assumptions, with its message showing, is axe clean', async ({ page }) => {
  await page.goto('/assumptions');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the quote form, with a van found and the step messages showing, is axe clean', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('vq.assumptionsAccepted', 'true'));
  await page.goto('/quote/create');
  await page.getByLabel('Enter your registration').fill('VQ21TCE');
  await page.getByRole('button', { name: 'Find van' }).click();
  await expect(page.getByRole('button', { name: 'Find another registration' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(fieldMessage(page, 'Enter the value of the vehicle.')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the payment option and summary screens are axe clean', async ({ page }) => {
  await page.addInitScript(
    (draft) => {
      localStorage.setItem('vq.assumptionsAccepted', 'true');
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('vq.draft.new', draft);
        sessionStorage.setItem('seeded', '1');
      }
    },
    JSON.stringify({ risk: completeRisk(), step: 4, furthestStep: 4 }),
  );
  await page.goto('/quote/create');
  await page.getByRole('button', { name: 'Get my quote' }).click();
  await expect(page).toHaveURL(/payment-option/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/addons/);
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/summary/);
  await page.getByRole('button', { name: 'Continue' }).click();
  expect(await violations(page)).toEqual([]);
});
