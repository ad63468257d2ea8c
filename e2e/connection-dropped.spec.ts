import type { Page } from '@playwright/test';
import { completeRisk } from '#tests/support/examples.ts';
import { violations } from './support/axe';
import { continueStep } from './support/form';
import { openQuoteFormAt } from './support/journey';
import { expect, test } from './support/test';

/**
 * Code fetched on demand that cannot be fetched (the connection dropped as the customer moved on)
 * never leaves a blank page or a screen waiting for ever: a form whose validators did not come says
 * so and offers a reload, which brings the questions with the answers given before (decision 070); a
 * screen says so in the page's layout, with a reload; the calendar says so, and the box still takes
 * a typed date. The journeys fail on any page error.
 */

const NOT_LOADED = 'We could not load these questions. Check your connection and reload the page.';

/**
 * Fails the fetch of the precompiled validators in files whose name starts with `prefix` (a form's
 * validators are the only scripts with Ajv's error paths in them), as a dropped connection would.
 */
async function dropValidators(page: Page, prefix: string): Promise<() => Promise<void>> {
  const pattern = `**/assets/${prefix}*.js`;
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('instancePath')) await route.abort('internetdisconnected');
    else await route.fulfill({ response });
  });
  return () => page.unroute(pattern);
}

test('Retrieve a Quote says its questions could not be loaded, and a reload brings them', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('vq.assumptionsAccepted', 'true'));
  const reconnect = await dropValidators(page, 'recall');
  await page.goto('/quote/recall');
  await expect(page.getByRole('alert')).toContainText(NOT_LOADED);
  await expect(page.getByText('Loading questions...')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retrieve Quote' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  expect(await violations(page), 'Retrieve a Quote, questions not loaded').toEqual([]);

  await reconnect();
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByLabel('Quote reference')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retrieve Quote' })).toBeVisible();
  await expect(page.getByText(NOT_LOADED)).toHaveCount(0);
});

test("a quote form step says its questions could not be loaded, and a reload opens it with the customer's answers", async ({
  page,
}) => {
  const reconnect = await dropValidators(page, '2-your-driving-history');
  // The complete answers as this browser's draft, once (not again on the reload).
  await page.addInitScript(
    (draft) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', 'yes');
      localStorage.setItem('vq.assumptionsAccepted', 'true');
      localStorage.setItem('vq.draft.new', draft);
    },
    JSON.stringify({ risk: completeRisk(), step: 0, furthestStep: 4 }),
  );
  await page.goto('/quote/create');
  const first = page.locator('#step-1-panel');
  await first.getByLabel('What is the van worth today (£)?').fill('19250');
  await continueStep(page);
  const second = page.locator('#step-2-panel');
  await expect(second.getByRole('alert')).toContainText(NOT_LOADED);
  await expect(second.getByText('Loading questions...')).toHaveCount(0);
  // The other steps can still be opened.
  await expect(page.getByRole('button', { name: /^Step 3/ })).toBeEnabled();
  expect(await violations(page), 'a step, questions not loaded').toEqual([]);

  await reconnect();
  await second.getByRole('button', { name: 'Reload the page' }).click();
  await expect(
    second.getByLabel('How many years No Claims Discount do you have on a commercial vehicle?'),
  ).toBeVisible();
  await expect(second.getByText(NOT_LOADED)).toHaveCount(0);
  await page.getByRole('button', { name: /^Step 1/ }).click();
  await expect(first.getByLabel('What is the van worth today (£)?')).toHaveValue('19,250');
});

test('a date question whose calendar could not be loaded says so, and takes a typed date', async ({
  page,
}) => {
  await page.route('**/assets/calendar-dialog-*.js', (route) => route.abort('internetdisconnected'));
  await openQuoteFormAt(page, 0);
  const first = page.locator('#step-1-panel');
  const bought = first.getByLabel('When did you buy the van?');
  await first.getByRole('button', { name: 'Choose date' }).nth(1).click();
  await expect(first.getByRole('alert')).toHaveText(
    'The calendar could not be loaded. Type the date in the box instead.',
  );
  expect(await violations(page), 'the calendar not loaded').toEqual([]);
  await bought.click();
  await bought.press('Control+A');
  await bought.press('Backspace');
  await bought.pressSequentially('01062022');
  await expect(bought).toHaveValue('01/06/2022');
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
});

test('a screen whose code could not be fetched says so in the page, and a reload shows it', async ({
  page,
}) => {
  await page.route('**/assets/create_edit-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/assumptions');
  await page.getByLabel('I confirm that the assumptions above are correct').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/quote\/create$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sorry, this page could not be shown' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Van Quote home' })).toBeVisible();
  expect(await violations(page), 'a screen not shown').toEqual([]);

  await page.unroute('**/assets/create_edit-*.js');
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  await expect(page.locator('#step-1-panel').getByRole('button', { name: 'Continue' })).toBeVisible();
});
