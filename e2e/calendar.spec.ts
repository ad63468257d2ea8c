import type { Locator, Page } from '@playwright/test';
import { openQuoteFormAt } from './support/journey';
import { expect, test } from './support/test';

/** The dialog's box lies wholly on the screen, and its middle is the screen's middle (within a pixel). */
async function expectCentredOnScreen(page: Page, dialog: Locator): Promise<void> {
  const box = await dialog.boundingBox();
  const screen = page.viewportSize();
  expect(box && screen, 'the calendar and the screen').toBeTruthy();
  if (!box || !screen) return;
  expect(box.y, 'top on screen').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'bottom on screen').toBeLessThanOrEqual(screen.height);
  expect(box.x, 'left on screen').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right on screen').toBeLessThanOrEqual(screen.width);
  expect(Math.abs(box.y + box.height / 2 - screen.height / 2), 'centred top to bottom').toBeLessThanOrEqual(
    1,
  );
  expect(Math.abs(box.x + box.width / 2 - screen.width / 2), 'centred side to side').toBeLessThanOrEqual(1);
}

test.describe('the calendar on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("opens in the middle of the screen for a question inside a repeater item (a driver's date of birth), and a press beside it closes it", async ({
    page,
  }) => {
    // Every answer given, the Additional Drivers step open: Driver 1 is a repeater item.
    await openQuoteFormAt(page, 3);
    const driver = page.getByRole('region', { name: 'Driver 1', exact: true });
    const toggle = driver.getByRole('button', { name: 'Choose date' }).first();
    // The item's top in view: the middle of a long item is far below the screen.
    await driver.evaluate((item) => item.scrollIntoView({ block: 'start' }));
    await toggle.click();

    const dialog = page.getByRole('dialog', { name: 'Choose date' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: /year/i })).toBeVisible();
    await expectCentredOnScreen(page, dialog);
    // Nothing of the page covers it: the press lands on a day.
    const day = dialog.getByRole('button', { name: /15/ }).first();
    const dayBox = await day.boundingBox();
    expect(dayBox).toBeTruthy();
    if (dayBox) {
      const hit = await day.evaluate((button, { x, y }) => button.contains(document.elementFromPoint(x, y)), {
        x: dayBox.x + dayBox.width / 2,
        y: dayBox.y + dayBox.height / 2,
      });
      expect(hit, 'a day of the calendar is what a press there lands on').toBe(true);
    }

    // A press on the page around it closes it and gives the focus back to the calendar button.
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('picking a day in it fills the box', async ({ page }) => {
    // Every answer given, the Additional Drivers step open: Driver 1 is a repeater item.
    await openQuoteFormAt(page, 3);
    const driver = page.getByRole('region', { name: 'Driver 1', exact: true });
    const box = driver.getByLabel('Date of birth');
    await driver.getByRole('button', { name: 'Choose date' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Choose date' });
    await expectCentredOnScreen(page, dialog);
    await dialog.getByRole('button', { name: /15/ }).first().click();
    await expect(dialog).toBeHidden();
    await expect(box).toHaveValue(/^15\/\d\d\/\d{4}$/);
  });
});

test('a date typed with one-digit parts and separators reads as the customer means it', async ({ page }) => {
  await openQuoteFormAt(page, 3);
  const box = page.getByRole('region', { name: 'Driver 1', exact: true }).getByLabel('Date of birth');
  await box.fill('');
  await box.pressSequentially('7/3/1990');
  await expect(box).toHaveValue('07/03/1990');
  await box.fill('');
  await box.pressSequentially('7-3-1990');
  await expect(box).toHaveValue('07/03/1990');
});

test.describe('the calendar on a wider screen', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("opens in the middle of the screen, whole, for a date near a repeater item's foot (a conviction's)", async ({
    page,
  }) => {
    await openQuoteFormAt(page, 3);
    const conviction = page.getByRole('region', { name: 'Driver 1, conviction 1', exact: true });
    await conviction.getByRole('button', { name: /^Change/ }).click();
    const toggle = conviction.getByRole('button', { name: 'Choose date' }).first();
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Choose date' });
    await expect(dialog).toBeVisible();
    await expectCentredOnScreen(page, dialog);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
