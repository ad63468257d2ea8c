import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { addDays, todayIso } from '#domain/dates.ts';
import { addPounds, formatMoney } from '#domain/money.ts';
import { completeRisk } from '#tests/support/examples.ts';
import pageMessages from '#schemas/page-messages.json' with { type: 'json' };
import { atLastStep, toSummary, XHR } from './support/buying';

async function stored(page: Page) {
  const uuid = new URL(page.url()).searchParams.get('uuid');
  const res = await page.request.get(`/api/proposal/${uuid}`, { headers: XHR });
  return (await res.json()).proposal;
}

test('paying annually: from the quote form to the summary, every figure the stored quote', async ({
  page,
}) => {
  await atLastStep(page);
  await page.getByRole('button', { name: 'Get my quote' }).click();
  await expect(page).toHaveURL(/\/quote\/payment-option\?uuid=/);
  let proposal = await stored(page);
  const q = proposal.quote;
  await expect(page.getByRole('heading', { name: 'Hi Sam, here is your quote' })).toBeVisible();
  await expect(page.getByText(`Your annual Comprehensive quote is ${formatMoney(q.premium)}`)).toBeVisible();
  await expect(
    page.getByText(
      `Paying monthly costs ${formatMoney(addPounds(q.monthly_total_payable, -q.annual_total))} more`,
    ),
  ).toBeVisible();
  const annual = page.getByRole('region', { name: 'Pay annually' });
  await expect(annual).toContainText(formatMoney(q.premium));
  const monthly = page.getByRole('region', { name: 'Pay monthly' });
  await expect(monthly).toContainText(`10 x ${formatMoney(q.monthly_payment)}`);
  await expect(monthly).toContainText(formatMoney(q.monthly_total_payable));
  await expect(page.getByText(proposal.reference)).toBeVisible();
  await annual.getByRole('button', { name: 'Select' }).click();
  await expect(annual.getByRole('button', { name: 'Selected' })).toBeVisible();
  await expect.poll(async () => (await stored(page)).is_pay_monthly).toBe(false);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/quote\/addons\?uuid=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Optional covers' })).toBeVisible();
  await expect(page.getByText('No addons selected.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/quote\/summary\?uuid=/);
  proposal = await stored(page);
  await expect(page.getByRole('heading', { name: 'Quote Summary' })).toBeVisible();
  await expect(page.getByText('No optional extras have been selected.')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Your cover' })
      .getByText(`${formatMoney(proposal.quote.premium)} a year`),
  ).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Your price' })).toContainText(
    `${formatMoney(proposal.quote.premium)} single payment`,
  );
  await expect(page.getByText(proposal.quote.insurer_name).first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please confirm the above.');
  await expect(page).toHaveURL(/\/quote\/summary/);
  const wording = page.getByRole('link', { name: 'Policy wording' });
  await expect(wording).toHaveAttribute('href', proposal.quote.documents.full_policy_wordings);
  const doc = await page.request.get(proposal.quote.documents.proposal_form);
  expect(doc.status()).toBe(200);
  expect(await doc.text()).toContain('Taylor');
});

test('paying monthly with two optional covers: the summary shows the re-rated finance', async ({ page }) => {
  await atLastStep(page);
  await page.getByRole('button', { name: 'Get my quote' }).click();
  await expect(page).toHaveURL(/\/quote\/payment-option\?uuid=/);
  const monthly = page.getByRole('region', { name: 'Pay monthly' });
  await monthly.getByRole('button', { name: 'Select' }).click();
  await expect(monthly.getByRole('button', { name: 'Selected' })).toBeVisible();
  await expect.poll(async () => (await stored(page)).is_pay_monthly).toBe(true);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/quote\/addons/);
  const before = (await stored(page)).quote;
  const breakdown = before.addons.find((a: { code: string }) => a.code === 'breakdown');
  await expect(page.getByText(`${formatMoney(breakdown.monthly_premium)} per month`).first()).toBeVisible();
  await page.getByRole('button', { name: /^Add .*Breakdown/ }).click();
  await page.getByRole('button', { name: /^Add .*Legal/ }).click();
  await expect(page.getByRole('complementary', { name: 'Your price' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/quote\/summary/);
  const proposal = await stored(page);
  expect(proposal.addons.map((a: { code: string }) => a.code).sort()).toEqual([
    'breakdown',
    'legal_expenses',
  ]);
  const q = proposal.quote;
  expect(q.monthly_total_payable).toBeGreaterThan(before.monthly_total_payable);
  const box = page.getByRole('complementary', { name: 'Your price' });
  await expect(box).toContainText(`${formatMoney(q.monthly_payment)} monthly payments`);
  await expect(box).toContainText(formatMoney(q.monthly_deposit));
  await expect(box).toContainText(formatMoney(q.monthly_amount_of_credit));
  await expect(box).toContainText(formatMoney(q.monthly_total_payable));
  await expect(box).toContainText(`${q.monthly_interest}%`);
  const finance = page.getByRole('region', { name: 'Finance details' });
  await expect(finance).toContainText(`${q.monthly_apr}%`);
  await expect(finance.getByRole('link', { name: 'Pre-contract Credit Information' })).toHaveAttribute(
    'href',
    q.documents.pre_contract_credit_information,
  );
  expect((await page.request.get(q.documents.adequate_explanations)).status()).toBe(200);
  await expect(page.getByText(`${formatMoney(q.monthly_payment)} a month`)).toBeVisible();
  for (const addon of proposal.addons)
    await expect(page.getByText(`${addon.addon_name}: ${formatMoney(addon.premium)} a year`)).toBeVisible();
});

test('on a phone the price stays at the foot of the screen until the price box is reached', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await atLastStep(page);
  await page.getByRole('button', { name: 'Get my quote' }).click();
  const annual = page.getByRole('region', { name: 'Pay annually' });
  await annual.getByRole('button', { name: 'Select' }).click();
  await expect(annual.getByRole('button', { name: 'Selected' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Optional covers' })).toBeVisible();
  const bar = page.locator('.price-bar');
  const box = page.getByRole('complementary', { name: 'Your price' });
  await expect(box).not.toBeInViewport();
  await expect(bar).toBeInViewport();
  await expect(bar).toHaveText(`${formatMoney((await stored(page)).quote.annual_total)} a yearPrice details`);

  // A cover added far from the box: its new price shows at once where the customer is.
  const cover = page.getByRole('region', { name: 'Replacement Van Hire' });
  await cover.getByRole('button', { name: /^Add/ }).click();
  await expect(cover.getByRole('button', { name: /^Remove/ })).toBeInViewport();
  await expect.poll(async () => (await stored(page)).addons.length).toBe(1);
  const priced = (await stored(page)).quote;
  expect(priced.addons_total).toBeGreaterThan(0);
  await expect(bar).toHaveText(`${formatMoney(priced.annual_total)} a yearPrice details`);

  await bar.getByRole('button', { name: 'Price details' }).click();
  await expect(box).toBeFocused();
  await expect(box).toBeInViewport();
  await expect(box).toContainText(`${formatMoney(priced.annual_total)} single payment`);
  await expect(bar).toBeHidden();

  // On the narrowest phone the bar fits: the figure on one line, the button inside the screen.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeInViewport({ ratio: 1 });
  const details = await bar.getByRole('button', { name: 'Price details' }).boundingBox();
  expect((details?.x ?? 0) + (details?.width ?? 0)).toBeLessThanOrEqual(320);
  const figure = await bar.getByText(formatMoney(priced.annual_total)).boundingBox();
  const line = await bar.getByText('a year').boundingBox();
  expect(
    Math.abs((figure?.y ?? 0) + (figure?.height ?? 0) - (line?.y ?? 0) - (line?.height ?? 0)),
  ).toBeLessThan(6);

  // A change that could not be priced: the bar says so instead of a figure that is out of date.
  await page.route('**/addons', (route) =>
    route.fulfill({
      status: 409,
      json: { error: { code: 'refused', message: 'This quote was changed in another window.', fields: [] } },
    }),
  );
  await page.getByRole('region', { name: 'Tools in Transit' }).getByRole('button', { name: /^Add/ }).click();
  await expect(bar).toHaveText(`${pageMessages.repricing_failed}Price details`);
  await page.unroute('**/addons');

  // Beside the screen the box itself stays in view: no bar.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(box).toBeInViewport();
  await expect(bar).toBeHidden();
});

test('on a phone the price bar steps aside while the customer types (the keyboard takes half the screen)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 500 });
  await atLastStep(page);
  await toSummary(page, 'Pay monthly');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay monthly by Direct Debit' })).toBeVisible();
  const bar = page.locator('.price-bar');
  const name = page.getByLabel("Account holder's name");
  await name.focus();
  await expect(bar).toBeHidden();
  await name.blur();
  await expect(bar).toBeVisible();
});

test('a proposal the insurer declines lands on Declined', async ({ page }) => {
  const risk = completeRisk() as { vehicle: Record<string, unknown> };
  risk.vehicle.hazardous_goods = true;
  risk.vehicle.hazardous_goods_description = 'Gas cylinders';
  await atLastStep(page, risk as unknown as Record<string, unknown>);
  await page.getByRole('button', { name: 'Get my quote' }).click();
  await expect(page).toHaveURL(/\/quote\/declined\?uuid=/);
  await expect(page.getByRole('heading', { name: "We're sorry we can't offer you cover" })).toBeVisible();
});

test('a start date that has passed blocks Continue with its message until it is changed', async ({
  page,
}) => {
  await atLastStep(page);
  await page.getByRole('button', { name: 'Get my quote' }).click();
  await expect(page).toHaveURL(/\/quote\/payment-option\?uuid=/);
  const { uuid } = await stored(page);
  // The day passes: the stored start date is now yesterday.
  const db = new Database(join(process.env.E2E_DATA_DIR as string, 'e2e.sqlite'));
  const row = db.prepare('SELECT data FROM proposals WHERE uuid = ?').get(uuid) as { data: string };
  const data = JSON.parse(row.data);
  data.risk.cover_start_date = addDays(todayIso(), -1);
  db.prepare('UPDATE proposals SET data = ? WHERE uuid = ?').run(JSON.stringify(data), uuid);
  db.close();
  await page.goto(`/quote/summary?uuid=${uuid}`);
  await expect(page).toHaveURL(/\/quote\/payment-option\?uuid=/);
  await expect(page.getByRole('alert')).toHaveText(
    "You are unable to proceed with the quote as the requested start date is before today's date. Please update the start date to proceed.",
  );
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('button', { name: 'Tomorrow' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await expect.poll(async () => (await stored(page)).risk.cover_start_date).toBe(addDays(todayIso(), 1));
});

test('a missing registration is asked for, and a different van found by it is confirmed and re-priced', async ({
  page,
}) => {
  const risk = completeRisk() as { vehicle: Record<string, unknown> };
  risk.vehicle.vehicle_registration = 'TBC';
  await atLastStep(page, risk as unknown as Record<string, unknown>);
  await page.getByRole('button', { name: 'Get my quote' }).click();
  await expect(page).toHaveURL(/\/quote\/payment-option\?uuid=/);
  await expect(
    page.getByText(
      'We do not have a valid registration for your vehicle, please enter it below to continue with the payment process.',
    ),
  ).toBeVisible();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('Vehicle registration').fill('VQ71SPR');
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  await expect(
    page.getByText(
      'The registration you entered does not match the vehicle details provided manually. Please confirm if the below vehicle is correct. This is likely to change the quoted premium.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/MERCEDES-BENZ SPRINTER/)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Vehicle' }).click();
  await expect.poll(async () => (await stored(page)).risk.vehicle.vehicle_make).toBe('MERCEDES-BENZ');
  const proposal = await stored(page);
  expect(proposal.risk.vehicle.vehicle_registration).toBe('VQ71SPR');
  await expect(page.getByText('Registration: VQ71SPR')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pay annually' })).toContainText(
    formatMoney(proposal.quote.premium),
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/quote\/addons\?uuid=/);
});
