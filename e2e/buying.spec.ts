import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newCustomer, test } from './support/test';
import { addDays, isoToDisplay, todayIso } from '#domain/dates.ts';
import { completeRisk } from '#tests/support/examples.ts';
import {
  atLastStep,
  BANK,
  CARDS,
  expectCovered,
  fillInstalments,
  payByCard,
  toSummary,
  XHR,
} from './support/buying';
import { expireProposal } from './support/proposals';

test.describe('buying on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('annually by card, to Complete with a policy reference', async ({ page }) => {
    await atLastStep(page);
    await toSummary(page, 'Pay annually');
    await page.getByRole('button', { name: 'Continue' }).click();
    await payByCard(page, CARDS.success);
    await expectCovered(page);
    await expect(page.getByText(isoToDisplay(addDays(todayIso(), 7)))).toBeVisible();
    await expect(page.getByText(/within 24 hours/)).toBeVisible();
  });

  test('monthly by Direct Debit and a card deposit, to Complete', async ({ page }) => {
    await atLastStep(page);
    await toSummary(page, 'Pay monthly');
    await page.getByRole('button', { name: 'Continue' }).click();
    await fillInstalments(page, BANK.accepted);
    await page.getByRole('button', { name: 'Continue' }).click();
    await payByCard(page, CARDS.success);
    await expectCovered(page);
  });
});

test('monthly: unaffordable answers, then bank details that fail modulus checking, keep the customer on Instalments', async ({
  page,
}) => {
  await atLastStep(page);
  await toSummary(page, 'Pay monthly');
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillInstalments(page, BANK.invalid);
  await page
    .getByRole('radiogroup', { name: /regular monthly income enough/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').first()).toHaveText(
    'Please check and agree to the terms of the agreement.',
  );
  await page
    .getByRole('radiogroup', { name: /regular monthly income enough/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/These bank details don't match a UK bank account/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/quote\/instalments\?uuid=/);
  await expect(page.getByLabel('Account number')).toHaveAttribute('aria-invalid', 'true');
});

test('monthly credit declined, then Pay in full by card', async ({ page }) => {
  await atLastStep(page);
  await toSummary(page, 'Pay monthly');
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillInstalments(page, BANK.declined);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: "Sorry, we can't set up monthly payments" }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Pay in full' }).click();
  await payByCard(page, CARDS.success);
  await expectCovered(page);
});

test('a declined card says so on the summary, and a second card succeeds', async ({ page }) => {
  await atLastStep(page);
  await toSummary(page, 'Pay annually');
  await page.getByRole('button', { name: 'Continue' }).click();
  await payByCard(page, CARDS.declined);
  await expect(page).toHaveURL(/\/quote\/summary\?uuid=.*payment=declined/);
  await expect(page.getByRole('alert')).toContainText('Your card payment was declined');
  await page.getByLabel('I Agree').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await payByCard(page, CARDS.success);
  await expectCovered(page);
});

test('3-D Secure: the challenge is approved and the policy bought', async ({ page }) => {
  await atLastStep(page);
  await toSummary(page, 'Pay annually');
  await page.getByRole('button', { name: 'Continue' }).click();
  await payByCard(page, CARDS.challenge);
  await page.frameLocator('iframe[title="Card payment"]').getByRole('button', { name: 'Approve' }).click();
  await expectCovered(page);
});

test('recall from a fresh browser opens the quote on the payment option screen', async ({
  page,
  browser,
}) => {
  await atLastStep(page);
  await page.getByRole('button', { name: 'Get my quote' }).click();
  await expect(page).toHaveURL(/\/quote\/payment-option\?uuid=/);
  const reference = await page.getByText(/^[0-9][A-Z0-9]{12}$/).textContent();
  const uuid = new URL(page.url()).searchParams.get('uuid');

  const customer = await newCustomer(browser);
  const fresh = customer.page;
  await fresh.goto(`/quote/payment-option?uuid=${uuid}`);
  await expect(fresh.getByRole('heading', { name: "We couldn't open this quote" })).toBeVisible();
  await fresh.getByRole('link', { name: 'Retrieve a Quote' }).click();
  // A new browser accepts the assumptions first, then goes on to Retrieve a Quote.
  await fresh.getByLabel('I confirm that the assumptions above are correct').check();
  await fresh.getByRole('button', { name: 'Continue' }).click();
  await expect(fresh.getByRole('heading', { level: 1, name: 'Retrieve a Quote' })).toBeVisible();
  await fresh.getByLabel('Quote reference').fill(reference ?? '');
  await fresh.getByLabel('Postcode').fill('LS6 3AW');
  await fresh.getByLabel('Date of birth').fill('14/03/1985');
  await fresh.getByRole('button', { name: 'Retrieve Quote' }).click();
  await expect(fresh).toHaveURL(new RegExp(`/quote/payment-option\\?uuid=${uuid}`));
  await expect(fresh.getByRole('heading', { name: 'Hi Sam, here is your quote' })).toBeVisible();

  await fresh.goto('/quote/recall');
  await fresh.getByLabel('Quote reference').fill(reference ?? '');
  await fresh.getByLabel('Postcode').fill('LS6 3AX');
  await fresh.getByLabel('Date of birth').fill('14/03/1985');
  await fresh.getByRole('button', { name: 'Retrieve Quote' }).click();
  await expect(fresh.getByRole('alert')).toHaveText(
    'Sorry we were unable to find your quote - please check the details you entered were correct!',
  );
  await customer.done();
});

/** A quoted proposal made expired in the store (and its answers changed so), retrieved on Recall. */
async function recallExpired(
  page: Page,
  request: APIRequestContext,
  alsoChange?: Parameters<typeof expireProposal>[1],
): Promise<{ uuid: string }> {
  const created = await request.post('/api/proposal', { headers: XHR, data: { risk: completeRisk() } });
  const { uuid, reference } = (await created.json()).proposal;
  await request.post(`/api/proposal/${uuid}/quote`, { headers: XHR, data: {} });
  expireProposal(uuid, alsoChange);
  await page.addInitScript(() => localStorage.setItem('vq.assumptionsAccepted', 'true'));
  await page.goto('/quote/recall');
  await page.getByLabel('Quote reference').fill(reference);
  await page.getByLabel('Postcode').fill('LS6 3AW');
  await page.getByLabel('Date of birth').fill('14/03/1985');
  await page.getByRole('button', { name: 'Retrieve Quote' }).click();
  return { uuid };
}

test('recall of an expired quote asks only for a new start date, and Update quotes again', async ({
  page,
  request,
}) => {
  const { uuid } = await recallExpired(page, request);
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
  await expect(page.getByLabel('Quote reference')).toHaveCount(0);
  await page
    .getByLabel('When would you like your cover to start?')
    .fill(isoToDisplay(addDays(todayIso(), 2)));
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(new RegExp(`/quote/payment-option\\?uuid=${uuid}`));
  await expect(page.getByLabel('Cover start date')).toHaveValue(isoToDisplay(addDays(todayIso(), 2)));
});

test('recall of an expired quote whose saved answers a rule now refuses says so, with a way to change them', async ({
  page,
  request,
}) => {
  // Saved before business miles were held to the van's miles in a year.
  const { uuid } = await recallExpired(page, request, (risk) => {
    risk.vehicle.annual_business_mileage = Number(risk.vehicle.total_annual_mileage) + 1000;
  });
  await page
    .getByLabel('When would you like your cover to start?')
    .fill(isoToDisplay(addDays(todayIso(), 2)));
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Some of your saved answers need changing before we can quote again.',
  );
  await expect(page.getByRole('link', { name: 'Change your answers' })).toHaveAttribute(
    'href',
    `/quote/edit?uuid=${uuid}`,
  );
});
