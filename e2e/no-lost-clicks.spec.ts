import { expect, type Locator, type Page } from '@playwright/test';
import { acceptAssumptions } from './support/journey';
import { test } from './support/test';

/** Presses and releases the mouse at the middle of a button, as a customer's click does. */
async function clickWithMouse(page: Page, button: Locator) {
  const box = await button.boundingBox();
  if (!box) throw new Error('The button is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
}

for (const width of [390, 1366]) {
  test(`a field's message on blur never swallows the click that caused it (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await acceptAssumptions(page);
    await page.goto('/quote/recall');
    await page.getByLabel('Postcode').fill('LS6');
    const retrieve = page.getByRole('button', { name: 'Retrieve Quote' });
    const before = await retrieve.boundingBox();
    await clickWithMouse(page, retrieve);
    // The click reached the button: a failed Retrieve shows every message, not only the postcode's.
    await expect(page.getByText('This field must be a valid UK postcode.')).toBeVisible();
    await expect(page.getByText('Please enter your quote reference.')).toBeVisible();
    await expect(page.getByText('Enter your date of birth')).toBeVisible();
    expect((await retrieve.boundingBox())?.y).toBeGreaterThan(before?.y ?? 0);
  });
}
