import type { Cookie } from '@playwright/test';
import { expect, newCustomer, test } from './support/test';
import { isoToDisplay, addDays, todayIso } from '#domain/dates.ts';
import { violations } from './support/axe';
import { CARDS, payByCard } from './support/buying';
import {
  baseUrlOf,
  expireProposal,
  holdProposals,
  purchasedProposal,
  quotedProposal,
  type Held,
} from './support/proposals';

const AGREE_MESSAGE = 'Please check and agree to the terms of the agreement.';
const NOT_FOUND_MESSAGE =
  'Sorry we were unable to find your quote - please check the details you entered were correct!';

/**
 * axe (WCAG 2.2 A and AA) on each buying screen in the states a customer sees. Screens that only read
 * a proposal share the ones made here; a test that pays or recalls makes what it changes.
 */
test.describe('buying screens are axe clean', () => {
  test.describe.configure({ mode: 'parallel' });

  let annual: Held;
  let monthly: Held;
  let bought: Held;
  let expired: Held;
  let cookies: Cookie[];
  test.beforeAll(async ({ playwright }, testInfo) => {
    const api = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
    annual = await quotedProposal(api, 'annually');
    monthly = await quotedProposal(api, 'monthly');
    bought = await purchasedProposal(api);
    expired = await quotedProposal(api, 'annually');
    expireProposal(expired.uuid);
    cookies = (await api.storageState()).cookies;
    await api.dispose();
  });
  test.beforeEach(async ({ context }) => holdProposals(context, cookies));

  test('Instalments: empty, then with the affordability message and the field messages', async ({ page }) => {
    await page.goto(`/quote/instalments?uuid=${monthly.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay monthly by Direct Debit' })).toBeVisible();
    await expect(page.getByLabel('Sort code')).toBeVisible();
    expect(await violations(page), 'Instalments, empty').toEqual([]);

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: AGREE_MESSAGE }).first()).toBeVisible();
    await expect(page.getByText("Please enter the account holder's name.")).toBeVisible();
    await expect(page.getByLabel('Account number')).toHaveAttribute('aria-invalid', 'true');
    expect(await violations(page), 'Instalments, with its messages').toEqual([]);
  });

  test('Instalments: the Direct Debit Guarantee dialog, open', async ({ page }) => {
    await page.goto(`/quote/instalments?uuid=${monthly.uuid}`);
    await page.getByRole('button', { name: 'The Direct Debit Guarantee' }).click();
    const dialog = page.getByRole('dialog', { name: 'The Direct Debit Guarantee' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('two working days in advance');
    expect(await violations(page), 'the Direct Debit Guarantee dialog').toEqual([]);
  });

  test('InstalmentsDeclined', async ({ page }) => {
    await page.goto(`/quote/instalments/declined?uuid=${monthly.uuid}`);
    await expect(
      page.getByRole('heading', { level: 1, name: "Sorry, we can't set up monthly payments" }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay in full' })).toBeVisible();
    expect(await violations(page), 'InstalmentsDeclined').toEqual([]);
  });

  test('Payment with the card frame, and the hosted card page itself: empty, with its errors, and the 3-D Secure challenge', async ({
    page,
    context,
  }) => {
    const own = await quotedProposal(page.request, 'annually');
    await page.goto(`/quote/payment?uuid=${own.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Card payment' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Amount to pay: £/ })).toBeVisible();
    const frame = page.frameLocator('iframe[title="Card payment"]');
    await expect(frame.getByLabel('Card number')).toBeVisible();
    expect(await violations(page), 'Payment, with the card frame').toEqual([]);

    // The frame's own page, as axe sees it when it is the top document.
    const src = await page.locator('iframe[title="Card payment"]').getAttribute('src');
    expect(src).toMatch(/^\/sandbox\/pay\//);
    const hosted = await context.newPage();
    await hosted.goto(src ?? '');
    await expect(hosted.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
    expect(await violations(hosted), 'the hosted card page').toEqual([]);

    await hosted.getByRole('button', { name: /^Pay / }).click();
    await expect(hosted.getByRole('alert')).toContainText('There is a problem');
    await expect(hosted.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(await violations(hosted), 'the hosted card page, with its errors').toEqual([]);

    await hosted.getByLabel('Card number').fill(CARDS.challenge);
    await hosted.getByLabel('Expiry date').fill('12/30');
    await hosted.getByLabel('Security code').fill('123');
    await hosted.getByLabel('Name on card').fill('Sam Driver');
    await hosted.getByRole('button', { name: /^Pay / }).click();
    await expect(hosted.getByRole('heading', { level: 1, name: 'Confirm it is you' })).toBeVisible();
    expect(await violations(hosted), 'the 3-D Secure challenge page').toEqual([]);
    await hosted.close();
  });

  test('PaymentRedirect lands on the Summary with the declined-card message', async ({ page }) => {
    const own = await quotedProposal(page.request, 'annually');
    await page.goto(`/quote/payment?uuid=${own.uuid}`);
    await payByCard(page, CARDS.declined);
    await expect(page).toHaveURL(/\/quote\/summary\?uuid=.*payment=declined/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Your card payment was declined');
    expect(await violations(page), 'Summary with the declined-card message').toEqual([]);
  });

  test('Complete', async ({ page }) => {
    await page.goto(`/quote/complete?uuid=${bought.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: "Good news you're covered!" })).toBeVisible();
    await expect(page.getByText(/^VQP-/)).toBeVisible();
    expect(await violations(page), 'Complete').toEqual([]);
  });

  test('Recall: empty, with field messages, with the not-found message', async ({ page }) => {
    await page.goto('/quote/recall');
    await expect(page.getByRole('heading', { level: 1, name: 'Retrieve a Quote' })).toBeVisible();
    await expect(page.getByLabel('Quote reference')).toBeVisible();
    expect(await violations(page), 'Recall, empty').toEqual([]);

    await page.getByRole('button', { name: 'Retrieve Quote' }).click();
    await expect(page.getByText('Please enter your quote reference.')).toBeVisible();
    await expect(page.getByText('Please enter your postcode.')).toBeVisible();
    expect(await violations(page), 'Recall, with field messages').toEqual([]);

    await page.getByLabel('Quote reference').fill(annual.reference);
    await page.getByLabel('Postcode').fill('LS6 3AX');
    await page.getByLabel('Date of birth').fill('14/03/1985');
    await page.getByRole('button', { name: 'Retrieve Quote' }).click();
    await expect(page.getByRole('alert')).toHaveText(NOT_FOUND_MESSAGE);
    expect(await violations(page), 'Recall, with the not-found message').toEqual([]);
  });

  test('Recall of an expired quote: the start date and Update', async ({ page }) => {
    await page.goto('/quote/recall');
    await page.getByLabel('Quote reference').fill(expired.reference);
    await page.getByLabel('Postcode').fill('LS6 3AW');
    await page.getByLabel('Date of birth').fill('14/03/1985');
    await page.getByRole('button', { name: 'Retrieve Quote' }).click();
    await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
    const startDate = page.getByLabel('When would you like your cover to start?');
    await expect(startDate).toBeVisible();
    expect(await violations(page), 'Recall, expired').toEqual([]);

    // And with its message: a start date that has passed.
    await startDate.fill(isoToDisplay(addDays(todayIso(), -1)));
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(startDate).toHaveAttribute('aria-invalid', 'true');
    expect(await violations(page), 'Recall, expired, with the start date message').toEqual([]);
  });

  test('Accepted', async ({ page }) => {
    await page.goto(`/quote/payment/accepted?uuid=${annual.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment accepted' })).toBeVisible();
    expect(await violations(page), 'Accepted').toEqual([]);
  });

  test('"We couldn\'t open this quote", in a browser that does not hold the quote', async ({ browser }) => {
    const customer = await newCustomer(browser);
    await customer.page.goto(`/quote/summary?uuid=${annual.uuid}`);
    await expect(
      customer.page.getByRole('heading', { level: 1, name: "We couldn't open this quote" }),
    ).toBeVisible();
    expect(await violations(customer.page), "We couldn't open this quote").toEqual([]);
    await customer.done();
  });
});
