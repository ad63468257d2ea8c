import { expect, type Page } from '@playwright/test';
import { completeRisk } from '#tests/support/examples.ts';

export const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** The README's sandbox values (server/providers/credit and payment READMEs). */
export const BANK = {
  accepted: { sortCode: '089999', account: '66374958' },
  invalid: { sortCode: '089999', account: '66374959' },
  declined: { sortCode: '089999', account: '66374961' },
};
export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
};

/** A customer whose answers are all given, on the last step of the quote form. */
export async function atLastStep(page: Page, risk: Record<string, unknown> = completeRisk()): Promise<void> {
  await page.addInitScript(
    (draft) => {
      localStorage.setItem('vq.assumptionsAccepted', 'true');
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('vq.draft.new', draft);
        sessionStorage.setItem('seeded', '1');
      }
    },
    JSON.stringify({ risk, step: 4, furthestStep: 4 }),
  );
  await page.goto('/quote/create');
  await expect(page.getByRole('button', { name: 'Get my quote' })).toBeVisible();
}

/** From the last step to the summary, paying monthly or annually, with I Agree ticked. */
export async function toSummary(page: Page, way: 'Pay monthly' | 'Pay annually'): Promise<void> {
  await page.getByRole('button', { name: 'Get my quote' }).click();
  await expect(page).toHaveURL(/\/quote\/payment-option\?uuid=/);
  const card = page.getByRole('region', { name: way });
  await card.getByRole('button', { name: /Select/ }).click();
  await expect(card.getByRole('button', { name: 'Selected' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Optional covers' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
  await page.getByLabel('I Agree').check();
}

/** Answers the Instalments screen: both affordability questions yes, then the bank details. */
export async function fillInstalments(
  page: Page,
  bank: { sortCode: string; account: string },
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Pay monthly by Direct Debit' })).toBeVisible();
  for (const question of [/regular monthly income enough/, /After your regular outgoings/])
    await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel("Account holder's name").fill('Sam Driver');
  await page.getByLabel('Account number').fill(bank.account);
  await page.getByLabel('Sort code').fill(bank.sortCode);
}

/** Pays in the card provider's frame with a test card. */
export async function payByCard(page: Page, card: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Card payment' })).toBeVisible();
  const frame = page.frameLocator('iframe[title="Card payment"]');
  await frame.getByLabel('Card number').fill(card);
  await frame.getByLabel('Expiry date').fill('12/30');
  await frame.getByLabel('Security code').fill('123');
  await frame.getByLabel('Name on card').fill('Sam Driver');
  await frame.getByRole('button', { name: /^Pay / }).click();
}

/** The Complete screen with its policy reference. */
export async function expectCovered(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: "Good news you're covered!" })).toBeVisible();
  await expect(page).toHaveURL(/\/quote\/complete\?uuid=/);
  const reference = await page.locator('.complete__facts dd').first().textContent();
  expect(reference).toMatch(/^VQP-[0-9][A-Z0-9]{12}$/);
  return reference ?? '';
}
