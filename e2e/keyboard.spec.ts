import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { BANK, CARDS, expectCovered } from './support/buying';
import { expectFocused, tabTo } from './support/keyboard';
import { quotedProposal } from './support/proposals';

/**
 * Where the focus is while a modal dialog is open: inside it, or (the native <dialog> lets Tab go past
 * its last control) in the browser's own interface, outside the document. Anything else is a control
 * of the page behind the dialog, which a keyboard user must not reach.
 */
function focusWhileOpen(dialog: Locator): Promise<string> {
  return dialog.evaluate((el) => {
    const active = document.activeElement;
    if (active && el.contains(active)) return 'in the dialog';
    if (!document.hasFocus() && (active === null || active === document.body)) return 'in the browser';
    return `behind the dialog: <${active?.tagName.toLowerCase()}> "${active?.textContent?.trim().slice(0, 40)}"`;
  });
}

/** Types into the focused field, as a keyboard does, and checks it landed in that field. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await expectFocused(page, field, `${String(field)} has the focus before typing`);
  await page.keyboard.type(text);
}

test.describe('keyboard only', () => {
  test.describe.configure({ mode: 'parallel' });

  test('annually: from the Summary, I Agree and Continue, then the card frame, to Complete', async ({
    page,
  }) => {
    const { uuid } = await quotedProposal(page.request, 'annually');
    await page.addInitScript(() => localStorage.setItem('vq.assumptionsAccepted', 'true'));
    await page.goto(`/quote/summary?uuid=${uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();

    // From here on, only the keyboard.
    const agree = page.getByLabel('I Agree');
    const next = page.getByRole('button', { name: 'Continue' });
    await tabTo(page, agree);
    await page.keyboard.press('Space');
    await expect(agree).toBeChecked();
    await tabTo(page, next);
    // Shift+Tab goes back the same way, to the box just ticked.
    await tabTo(page, agree, { key: 'Shift+Tab', max: 5 });
    await tabTo(page, next, { max: 5 });
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Card payment' })).toBeVisible();
    const frame = page.frameLocator('iframe[title="Card payment"]');
    const number = frame.getByLabel('Card number');
    await tabTo(page, number);
    await page.keyboard.type(CARDS.success);
    await page.keyboard.press('Tab');
    await typeInto(page, frame.getByLabel('Expiry date'), '12/30');
    await page.keyboard.press('Tab');
    await typeInto(page, frame.getByLabel('Security code'), '123');
    await page.keyboard.press('Tab');
    await typeInto(page, frame.getByLabel('Name on card'), 'Sam Driver');
    await tabTo(page, frame.getByRole('button', { name: /^Pay / }), { max: 3 });
    await page.keyboard.press('Enter');
    await expectCovered(page);
  });

  test('monthly: the affordability answers, the bank details and the Direct Debit Guarantee', async ({
    page,
  }) => {
    const { uuid } = await quotedProposal(page.request, 'monthly');
    await page.addInitScript(() => localStorage.setItem('vq.assumptionsAccepted', 'true'));
    await page.goto(`/quote/instalments?uuid=${uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay monthly by Direct Debit' })).toBeVisible();

    const income = page.getByRole('radiogroup', { name: /regular monthly income enough/ });
    const outgoings = page.getByRole('radiogroup', { name: /After your regular outgoings/ });
    // Tab into the first question and answer it with Space.
    await tabTo(page, income.getByRole('radio', { name: 'Yes' }));
    await page.keyboard.press('Space');
    await expect(income.getByRole('radio', { name: 'Yes' })).toBeChecked();
    // Tab leaves the group for the next question; the arrow keys move between its answers.
    await tabTo(page, outgoings.getByRole('radio', { name: 'Yes' }), { max: 1 });
    await page.keyboard.press('ArrowRight');
    await expect(outgoings.getByRole('radio', { name: 'No' })).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(outgoings.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(income.getByRole('radio', { name: 'Yes' })).toBeChecked();

    await tabTo(page, page.getByLabel("Account holder's name"), { max: 2 });
    await page.keyboard.type('Sam Driver');
    await tabTo(page, page.getByLabel('Account number'), { max: 2 });
    await page.keyboard.type(BANK.accepted.account);
    await tabTo(page, page.getByLabel('Sort code'), { max: 3 });
    await page.keyboard.type(BANK.accepted.sortCode);
    await expect(page.getByLabel('Sort code')).toHaveValue('08-99-99');

    // The Direct Debit Guarantee, above the form: back up to it, open it with Enter.
    const opener = page.getByRole('button', { name: 'The Direct Debit Guarantee' });
    const dialog = page.getByRole('dialog', { name: 'The Direct Debit Guarantee' });
    await tabTo(page, opener, { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    expect(await focusWhileOpen(dialog), 'focus on opening').toBe('in the dialog');
    // Tab and Shift+Tab never reach the page behind, and keep coming back to the dialog.
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      const place = await focusWhileOpen(dialog);
      expect(place, `after ${key}`).toMatch(/^in the (dialog|browser)$/);
      if (place === 'in the browser') {
        await page.keyboard.press(key);
        expect(await focusWhileOpen(dialog), `${key} from the browser's interface`).toBe('in the dialog');
      }
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocused(page, opener, 'Escape returns the focus to the button that opened the dialog');

    // Again, closed with its Close button this time.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Close' }), { max: 3 });
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectFocused(page, opener, 'Close returns the focus to the button that opened the dialog');

    // The answers are kept; on to the card deposit.
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Card payment' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/quote/payment\\?uuid=${uuid}`));
  });

  test('Payment option: a day picked in the calendar re-quotes and leaves the focus on the calendar button', async ({
    page,
  }) => {
    const { uuid } = await quotedProposal(page.request, 'annually');
    await page.addInitScript(() => localStorage.setItem('vq.assumptionsAccepted', 'true'));
    await page.goto(`/quote/payment-option?uuid=${uuid}`);
    const opener = page.getByRole('button', { name: 'Choose date' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Choose date' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectFocused(page, opener, 'the calendar button has the focus once the new date is priced');
  });

  test("Optional covers: a cover's Remove in the price box leaves the focus in the box", async ({ page }) => {
    const { uuid } = await quotedProposal(page.request, 'annually');
    await page.addInitScript(() => localStorage.setItem('vq.assumptionsAccepted', 'true'));
    await page.goto(`/quote/addons?uuid=${uuid}`);
    const box = page.getByRole('complementary', { name: 'Your price' });
    for (const cover of ['Motor Legal Expenses', 'Key Cover']) {
      const add = page.getByRole('region', { name: cover }).getByRole('button', { name: /Add/ });
      await tabTo(page, add);
      await page.keyboard.press('Enter');
    }
    // The first cover's Remove: the focus goes to the Remove now in its place, then to the heading.
    await tabTo(page, box.getByRole('button', { name: 'Remove Motor Legal Expenses' }));
    await page.keyboard.press('Enter');
    await expectFocused(page, box.getByRole('button', { name: 'Remove Key Cover' }), 'the next Remove');
    await page.keyboard.press('Enter');
    await expectFocused(page, box.getByRole('heading', { name: 'Optional covers' }), 'the list heading');
  });
});
