import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { acceptAssumptions } from './support/journey';
import { answer, continueStep, displayDate, fieldMessage } from './support/form';
import { completeRisk } from '#tests/support/examples.ts';
import { quotedProposal } from './support/proposals';
import { colourAt } from './support/pixels';
import { atLastStep } from './support/buying';

async function step1ByRegistration(page: Page) {
  const a = answer(page);
  await page.getByLabel('Enter your registration').fill('VQ21TCE');
  await page.getByRole('button', { name: 'Find van' }).click();
  await expect(page.getByText('TRANSIT CUSTOM 300 L1H1 LIMITED 2.0 ECOBLUE 130')).toBeVisible();
  await a.text('What is the van worth today (£)?', '18500');
  await expect(page.getByLabel("What is the van's gross vehicle weight (kg)?")).toHaveValue('3,000');
  await a.select('How many seats does the van have?', '3');
  await a.date('When did you buy the van?', '01/06/2023');
  await a.yesNo('Are you the legal owner and registered keeper of the van?', 'Yes');
  await a.yesNo('Does the van have an alarm or immobiliser?', 'Yes');
  await a.select('What type of alarm is it?', 'Thatcham category 1 alarm/immobiliser');
  await a.select('Who fitted the alarm or immobiliser?', 'Manufacturer');
  await a.yesNo('Does the van have a tracking device?', 'No');
  await a.yesNo('Was the van imported?', 'No');
  await a.yesNo('Will you carry hazardous goods?', 'No');
  await a.text('What is the current mileage?', '42000');
  await a.select('Where is the van kept overnight?', 'On a private driveway');
  await a.yesNo('Is the van kept at your home address overnight?', 'Yes');
  await continueStep(page);
}

async function step2(page: Page) {
  const a = answer(page);
  await a.select('What type of driving licence do you have?', 'Full UK');
  await a.date('When did you get this licence?', '20/05/2003');
  await a.yesNo('Have you had any accidents, claims or losses in the last 5 years?', 'No');
  await a.yesNo('Have you had any points, penalties, disqualifications or bans in the last 5 years?', 'No');
  await a.yesNo('Do you have any medical conditions that the DVLA should know about?', 'No');
  await a.yesNo(
    'Have you ever had insurance refused, cancelled or declined, or special terms imposed?',
    'No',
  );
  await a.select('How many other vehicles do you own?', '1');
  await a.select('How many years No Claims Discount do you have on a commercial vehicle?', '5 years');
  await a.select(
    'How did you earn your No Claims Discount?',
    'On a van or commercial vehicle policy in my name',
  );
  await a.yesNo('Was your No Claims Discount earned in the UK?', 'Yes');
  await a.yesNo('Would you like to protect your No Claims Discount?', 'Protect');
  await a.select('How many vehicles, including this van, are you insured to drive?', '2');
  await continueStep(page);
}

async function step3Personal(page: Page) {
  const a = answer(page);
  await a.select('Title', 'Mr');
  await a.text('First name', 'sam');
  await a.text('Last name', "o'BRIEN");
  await a.date('What is your date of birth?', '14/03/1985');
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Sam');
  await a.select('What is your marital status?', 'Married');
  await a.yesNo('Have you lived in the UK since birth?', 'Yes');
  await a.yesNo('Are you a homeowner?', 'Yes');
  await a.select('What type of home do you live in?', 'Semi-detached house');
  await a.select('What is your employment status?', 'Self-Employed');
  await a.pick('What is your main job?', 'plu', 'Plumber');
  await a.pick('What type of business do you work in?', 'plu', 'Plumbing');
  await a.yesNo('Is this a full-time job?', 'Yes');
  await a.yesNo('Do you have a part-time job as well?', 'No');
  await a.text('Email address', 'sam.obrien@example.co.uk');
  await a.text('Phone number', '0113 496 0000');
}

async function step4WithDriver(page: Page) {
  await answer(page).yesNo('Would you like to add any other drivers to the policy?', 'Yes');
  const driver = page.getByRole('region', { name: 'Driver 1' });
  const a = answer(driver);
  await a.select('Title', 'Mrs');
  await a.text('First name', 'Alex');
  await a.text('Last name', 'Taylor');
  await a.date('What is their date of birth?', '02/09/1988');
  await a.select('What is their relationship to the policy holder?', 'Spouse');
  await a.select('What is their marital status?', 'Married');
  await a.yesNo('Have they lived in the UK since birth?', 'Yes');
  await a.select('What is their employment status?', 'Employed');
  await a.pick('What is their main job?', 'ele', 'Electrician');
  await a.pick('What type of business do they work in?', 'buil', 'Building Trade');
  await a.yesNo('Is this a full-time job?', 'Yes');
  await a.yesNo('Do they have a part-time job as well?', 'No');
  await a.select('How often will they drive the van?', 'Several times a week');
  await a.select('What type of driving licence do they have?', 'Full UK');
  await a.date('When did they get this licence?', '15/01/2007');
  await a.yesNo('Have they had any accidents, claims or losses in the last 5 years?', 'Yes');
  const claim = answer(driver.getByRole('region', { name: 'Claim 1' }));
  await claim.select('What type of claim was it?', 'Accident');
  await claim.date('When did it happen?', displayDate(-200));
  await claim.text('What was the total cost of the claim (£)?', '1800');
  await claim.yesNo('Did the claim affect their No Claims Discount?', 'Yes');
  await claim.yesNo('Was the claim made against their own policy?', 'Yes');
  await claim.yesNo('Is the claim still open?', 'No');
  await claim.yesNo('Were they at fault?', 'No');
  await a.yesNo('Have they had any points, penalties, disqualifications or bans in the last 5 years?', 'Yes');
  const conviction = answer(driver.getByRole('region', { name: 'Conviction 1' }));
  await conviction.select('What was the offence?', 'SP30 - Exceeding statutory speed limit on a public road');
  await conviction.date('When did the offence happen?', displayDate(-400));
  await conviction.yesNo('Is a prosecution still pending?', 'No');
  await conviction.date('When were they convicted?', displayDate(-350));
  await conviction.text('How many penalty points were given?', '3');
  await conviction.text('How much was the fine (£)?', '100');
  await conviction.text('How long was the ban (months)?', '0');
  await a.yesNo('Do they have any medical conditions that the DVLA should know about?', 'No');
  await a.yesNo(
    'Have they ever had insurance refused, cancelled or declined, or special terms imposed?',
    'No',
  );
  await continueStep(page);
}

async function step5(page: Page) {
  const a = answer(page);
  await page.getByRole('button', { name: 'Tomorrow' }).click();
  await expect(page.getByLabel('When would you like your cover to start?')).toHaveValue(displayDate(1));
  await a.select('What level of cover would you like?', 'Comprehensive');
  await a.select('How much voluntary excess would you like?', '£250');
  await a.select('Who will be insured to drive the van?', 'Proposer and named drivers');
  await a.yesNo('Will the policy be in a company name?', 'No');
  await a.select('How did you pay for your last policy?', 'Annual (paid in full)');
  await a.select('What will you use the van for?', 'Carriage of own goods (business use)');
  await a.text('How many miles will the van do in a year?', '12000');
  await a.text('How many of those miles will be for business?', '8000');
}

async function storedProposal(page: Page) {
  const uuid = new URL(page.url()).searchParams.get('uuid');
  const res = await page.request.get(`/api/proposal/${uuid}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).proposal;
}

test('a new customer completes the quote form by registration and postcode lookup, then reopens it intact', async ({
  page,
}) => {
  test.setTimeout(120_000);
  page.setDefaultTimeout(8000);
  await acceptAssumptions(page);
  await step1ByRegistration(page);
  await step2(page);
  await step3Personal(page);
  await page.getByLabel('Postcode', { exact: true }).fill('LS6 3AW');
  await page.getByRole('button', { name: 'Find address' }).click();
  await page.getByLabel('Select your address').selectOption({ index: 1 });
  await continueStep(page);
  await step4WithDriver(page);
  await step5(page);
  await continueStep(page, 'Get my quote');

  await expect(page).toHaveURL(/\/quote\/payment-option\?uuid=[0-9a-f-]{36}$/);
  const proposal = await storedProposal(page);
  expect(proposal.reference).toMatch(/^[0-9][A-Z0-9]{12}$/);
  expect(proposal.risk.vehicle).toMatchObject({
    vehicle_registration: 'VQ21TCE',
    abi_code: '10010048',
    estimated_value: 18500,
  });
  expect(proposal.risk.vehicle.security_items).toEqual([
    { security_device: 'ALARM', type_of_alarm: 'T1', who_fitted_device: 'M' },
  ]);
  expect(proposal.risk.vehicle.postcode_vehicle_kept).toBe('LS6 3AW');
  expect(proposal.risk.drivers.proposer).toMatchObject({
    forename: 'Sam',
    surname: "O'Brien",
    occupation: 'P24',
    resident_in_uk_since: '1985-03-14',
  });
  expect(proposal.risk.drivers.additional_drivers[0].claims).toHaveLength(1);
  expect(proposal.risk.drivers.additional_drivers[0].convictions[0]).toMatchObject({
    offence_code: 'SP30',
    penalty_points: 3,
  });
  expect(proposal.risk.contact_details.address.postcode).toBe('LS6 3AW');

  await page.goto(`/quote/edit?uuid=${proposal.uuid}`);
  await expect(page.getByLabel('What is the van worth today (£)?')).toHaveValue('18,500');
  await page.getByRole('button', { name: /Policy Holder Details/ }).click();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Sam');
  await expect(page.getByLabel('What is your date of birth?')).toHaveValue('14/03/1985');
  await expect(page.getByRole('combobox', { name: 'What is your main job?' })).toHaveValue('Plumber');
  await page.getByRole('button', { name: /Additional Drivers/ }).click();
  const driver = page.getByRole('region', { name: 'Driver 1' });
  await expect(driver.getByLabel('Last name', { exact: true })).toHaveValue('Taylor');
  // A saved conviction reads back as one line (decision 055); Change shows its questions as saved.
  const conviction = driver.getByRole('region', { name: 'Driver 1, conviction 1' });
  await expect(conviction.getByRole('listitem')).toHaveText([
    'SP30 - Exceeding statutory speed limit on a public road',
    displayDate(-400),
  ]);
  await conviction.getByRole('button', { name: 'Change driver 1, conviction 1' }).click();
  await expect(conviction.getByLabel('What was the offence?')).toBeFocused();
  await expect(conviction.getByLabel('How many penalty points were given?')).toHaveValue('3');
});

async function step1Manually(page: Page) {
  const a = answer(page);
  await page.getByLabel('Enter your registration').fill('VQ05NFD');
  await page.getByRole('button', { name: 'Find van' }).click();
  await expect(
    page.getByText("Sorry, we haven't been able to find your van from the registration number you provided."),
  ).toBeVisible();
  await expect(
    page.getByText('Please enter your van details manually or try re-entering your registration number.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Search Manually' }).click();
  await a.select('Manufacturer', 'FORD');
  await a.select('Model', 'TRANSIT CUSTOM');
  await a.select('Fuel type', 'Diesel');
  await a.select('Registration year', '2021');
  await a.select('Transmission', 'Manual');
  // Changing an earlier choice clears the later ones.
  await a.select('Fuel type', 'Diesel');
  await a.select('Model', 'TRANSIT');
  await expect(page.getByLabel('Fuel type', { exact: true })).toHaveValue('');
  await a.select('Model', 'TRANSIT CUSTOM');
  await a.select('Fuel type', 'Diesel');
  await a.select('Registration year', '2021');
  await a.select('Transmission', 'Manual');
  await a.select('Doors', '4');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Confirm vehicle' }).click();
  await expect(page.getByRole('button', { name: 'Find another registration' })).toBeVisible();
  await a.text('What is the van worth today (£)?', '15000');
  await a.select('How many seats does the van have?', '3');
  await a.select("What is the van's body type?", 'Panel van');
  await a.date('When was the van first registered?', '12/04/2021');
  await page.getByLabel("I haven't bought the van yet").check();
  await expect(page.getByLabel('When did you buy the van?')).toBeDisabled();
  await a.yesNo('Are you the legal owner and registered keeper of the van?', 'No');
  await a.select('Who is the legal owner of the van?', 'Company');
  await a.select('Who is the registered keeper of the van?', 'Company');
  await a.yesNo('Does the van have an alarm or immobiliser?', 'No');
  await a.yesNo('Does the van have a tracking device?', 'Yes');
  await a.select('What type of tracker is it?', 'Thatcham category 5 tracker');
  await a.select('Who fitted the tracking device?', 'Approved installer');
  await a.yesNo('Was the van imported?', 'No');
  await a.yesNo('Will you carry hazardous goods?', 'No');
  await a.text('What is the current mileage?', '30000');
  await a.select('Where is the van kept overnight?', 'In a locked garage');
  await a.yesNo('Is the van kept at your home address overnight?', 'No');
  await a.text('What is the postcode where the van is kept overnight?', 'm17 1pg');
  await continueStep(page);
}

test('a new customer completes the quote form by manual van search and manual address', async ({ page }) => {
  test.setTimeout(120_000);
  page.setDefaultTimeout(8000);
  await acceptAssumptions(page);
  await step1Manually(page);
  await step2(page);
  await step3Personal(page);
  await page.getByRole('button', { name: 'Enter address manually' }).click();
  await page.getByLabel('Address line 1').fill('Unit 3, Westinghouse Road');
  await page.getByLabel('Town or city').fill('Manchester');
  await page.getByLabel('Postcode', { exact: true }).fill('XX1');
  await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toBeDisabled();
  await page.getByLabel('Postcode', { exact: true }).fill('M17 1PG');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Unit 3, Westinghouse Road')).toBeVisible();
  await continueStep(page);
  await step4WithDriver(page);
  await step5(page);
  await continueStep(page, 'Get my quote');
  await expect(page).toHaveURL(/\/quote\/payment-option\?uuid=/);
  const proposal = await storedProposal(page);
  expect(proposal.risk.vehicle).toMatchObject({
    vehicle_make: 'FORD',
    year_of_manufacture: 2021,
    vehicle_registration: 'VQ05NFD',
    legal_owner: '4',
    not_purchased: true,
    postcode_of_overnight_vehicle_location: 'M17 1PG',
    postcode_vehicle_kept: 'M17 1PG',
  });
  expect(proposal.risk.vehicle).not.toHaveProperty('date_purchased');
  expect(proposal.risk.vehicle.security_items).toEqual([
    { security_device: 'TRACKER', type_of_alarm: 'C5', who_fitted_device: 'A' },
  ]);
  expect(proposal.risk.contact_details.address).toMatchObject({
    line_1: 'Unit 3, Westinghouse Road',
    line_4: 'Manchester',
    postcode: 'M17 1PG',
  });

  await page.goto(`/quote/edit?uuid=${proposal.uuid}`);
  await expect(page.getByText('TRANSIT CUSTOM', { exact: false }).first()).toBeVisible();
  await expect(page.getByLabel('What is the van worth today (£)?')).toHaveValue('15,000');
});

test('answers survive a refresh part-way through the form', async ({ page }) => {
  page.setDefaultTimeout(8000);
  await acceptAssumptions(page);
  await step1ByRegistration(page);
  await answer(page).select('What type of driving licence do you have?', 'Full UK');
  // The draft is saved a moment after the change: wait for it, not for a fixed time.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('vq.draft.new') ?? ''))
    .toContain('"licence_type":"F"');
  await page.reload();
  await expect(page.getByLabel('What type of driving licence do you have?')).toHaveValue('F');
  await page.getByRole('button', { name: /About Your Van/ }).click();
  await expect(page.getByLabel('What is the van worth today (£)?')).toHaveValue('18,500');
});

test("the browser's Back from the quote shows the answers just given, not a new quote's empty form", async ({
  page,
}) => {
  await atLastStep(page);
  await page.getByRole('button', { name: 'Get my quote' }).click();
  await expect(page).toHaveURL(/\/quote\/payment-option\?uuid=/);
  const uuid = new URL(page.url()).searchParams.get('uuid');
  await page.goBack();
  await expect(page).toHaveURL(`/quote/edit?uuid=${uuid}`);
  await page.getByRole('button', { name: /About Your Van/ }).click();
  await expect(page.getByLabel('What is the van worth today (£)?')).toHaveValue('18,500');
  await page.goForward();
  await expect(page).toHaveURL(`/quote/payment-option?uuid=${uuid}`);
});

test('a failed Continue shows the step messages and scrolls to the first', async ({ page }) => {
  await acceptAssumptions(page);
  await page.getByLabel('Enter your registration').fill('VQ21TCE');
  await page.getByRole('button', { name: 'Find van' }).click();
  await expect(page.getByText('TRANSIT CUSTOM 300 L1H1 LIMITED 2.0 ECOBLUE 130')).toBeVisible();
  // No message before the customer has touched a question.
  await expect(page.getByText('Enter the value of the vehicle.')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await continueStep(page);
  await expect(fieldMessage(page, 'Enter the value of the vehicle.')).toBeVisible();
  await expect(fieldMessage(page, 'Select the number of seats in your vehicle.')).toBeVisible();
  await expect(fieldMessage(page, 'Please enter the current mileage of the vehicle.')).toBeVisible();
  await expect(fieldMessage(page, 'Please confirm if you will carry hazardous goods.')).toBeVisible();
  // The error summary above the step links to each question.
  await expect(
    page.getByRole('alert', { name: 'Please check these answers' }).getByRole('link', {
      name: 'What is the van worth today (£)? Enter the value of the vehicle.',
    }),
  ).toBeVisible();
  // After 200 ms the first error is in view with focus on its control.
  await expect(page.getByLabel('What is the van worth today (£)?')).toBeFocused();
  await expect(page.getByLabel('What is the van worth today (£)?')).toBeInViewport();
  // A yes/no question's red bar runs beside its question too, not from below it (checked after the
  // scroll: its screenshot scrolls the page).
  const hazardous = page.getByRole('group', { name: 'Will you carry hazardous goods?' });
  const [red, green] = await colourAt(page, hazardous, 1, 8);
  expect(red > 150 && green < 90, `the bar beside the question is red (${red}, ${green})`).toBe(true);
  // Fixing the answer clears its message at once.
  await page.getByLabel('What is the van worth today (£)?').fill('9000');
  await expect(page.getByText('Enter the value of the vehicle.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Your Driving History/ })).toBeDisabled();
});

test('Continue with a postcode but no address picked asks for the address, in the summary too', async ({
  page,
}) => {
  const risk = completeRisk();
  delete (risk.contact_details as { address?: unknown }).address;
  await page.addInitScript(
    (draft) => {
      localStorage.setItem('vq.assumptionsAccepted', 'true');
      localStorage.setItem('vq.draft.new', draft);
    },
    JSON.stringify({ risk, step: 2, furthestStep: 4 }),
  );
  await page.goto('/quote/create');
  const postcode = page.getByLabel('Postcode', { exact: true });
  await continueStep(page);
  // Nothing typed: the postcode is what is missing, said once.
  await expect(page.getByText('Please enter your postcode.')).toHaveCount(2); // the box's and the summary's
  await expect(postcode).toBeFocused();
  await postcode.fill('SW1A 9ZZ');
  await page.getByRole('button', { name: 'Find address' }).click();
  await expect(
    page.getByText("We couldn't find any addresses for that postcode.", { exact: false }),
  ).toBeVisible();
  await continueStep(page);
  const summary = page.getByRole('alert', { name: 'Please check these answers' });
  await expect(
    summary.getByRole('link', { name: 'What is your home address? Please select an address.' }),
  ).toBeVisible();
  await expect(page.getByText('Please enter your postcode.')).toHaveCount(0);
  await expect(postcode).toHaveAccessibleDescription('Please select an address.');
  await expect(postcode).toBeFocused();
  await expect(page.getByRole('group', { name: 'What is your home address?' })).toHaveClass(/field--error/);
});

test("the Summary's Edit of a box opens the form at that box's step, and a refresh stays where the customer is", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('vq.assumptionsAccepted', 'true'));
  const { uuid } = await quotedProposal(page.request, 'annually');
  await page.goto(`/quote/summary?uuid=${uuid}`);
  await page.getByRole('link', { name: 'Edit personal' }).click();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Sam');
  await expect(page.getByRole('button', { name: /Policy Holder Details/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByRole('button', { name: /About Your Van/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.getByRole('heading', { name: /Policy Holder Details/ })).toBeInViewport();
  // The address no longer asks for the step: the form moves on, and a refresh opens where it is.
  await expect(page).toHaveURL(`/quote/edit?uuid=${uuid}`);
  await continueStep(page);
  await expect(page.getByRole('button', { name: /Additional Drivers/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', `vq.draft.${uuid}`))
    .toContain('"step":3');
  await page.reload();
  await expect(page.getByRole('button', { name: /Additional Drivers/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // Back on the Summary, Edit vehicle opens the first step.
  await page.goto(`/quote/summary?uuid=${uuid}`);
  await page.getByRole('link', { name: 'Edit vehicle' }).click();
  await expect(page.getByRole('button', { name: /About Your Van/ })).toHaveAttribute('aria-expanded', 'true');
});

test('Continue with no van found marks the registration question and takes the customer to it', async ({
  page,
}) => {
  await acceptAssumptions(page);
  await page.setViewportSize({ width: 390, height: 640 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await continueStep(page);
  const registration = page.getByLabel('Enter your registration');
  await expect(registration).toHaveAccessibleDescription(
    'Please enter your registration and select a vehicle.',
  );
  await expect(registration).toBeFocused();
  await expect(registration).toBeInViewport();
  await expect(page.locator('.field--error').filter({ has: registration })).toHaveCount(1);
});

test('Continue on a step with nothing answered shows every message at once', async ({ page }) => {
  const { vehicle, policy } = completeRisk() as { vehicle: unknown; policy: Record<string, unknown> };
  await page.addInitScript(
    (draft) => {
      localStorage.setItem('vq.assumptionsAccepted', 'true');
      localStorage.setItem('vq.draft.new', draft);
    },
    JSON.stringify({
      risk: { vehicle, policy: { policy_start_date: policy.policy_start_date } },
      step: 1,
      furthestStep: 1,
    }),
  );
  await page.goto('/quote/create');
  await expect(page.getByRole('button', { name: /Your Driving History/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await continueStep(page);
  // The policy holder's questions (a group not started) with the policy's: not in a second round.
  await expect(fieldMessage(page, 'Please confirm the type of driving licence you hold.')).toBeVisible();
  await expect(fieldMessage(page, 'Please confirm how many other vehicles you own.')).toBeVisible();
  await expect(fieldMessage(page, 'Confirm how many years No Claims Discount you have.')).toBeVisible();
});

test("the van's questions, shown once it is found after a failed Continue, wait to be answered before they show a message", async ({
  page,
}) => {
  await acceptAssumptions(page);
  await continueStep(page);
  await expect(page.getByLabel('Enter your registration')).toHaveAccessibleDescription(
    'Please enter your registration and select a vehicle.',
  );
  await page.getByLabel('Enter your registration').fill('VQ21TCE');
  await page.getByRole('button', { name: 'Find van' }).click();
  await expect(page.getByText('TRANSIT CUSTOM 300 L1H1 LIMITED 2.0 ECOBLUE 130')).toBeVisible();
  // None of the van's questions is red yet, and the summary has gone with the message it listed.
  await expect(page.getByLabel('What is the van worth today (£)?')).toBeVisible();
  await expect(page.locator('.quote-step-form .error-message:visible')).toHaveCount(0);
  await expect(page.getByRole('alert', { name: 'Please check these answers' })).toHaveCount(0);
  // Left without an answer, a question says so; the next Continue shows the rest.
  await page.getByLabel('What is the van worth today (£)?').focus();
  await page.getByLabel('What is the van worth today (£)?').blur();
  await expect(fieldMessage(page, 'Enter the value of the vehicle.')).toBeVisible();
  await expect(page.getByText('Please confirm if you will carry hazardous goods.')).toHaveCount(0);
  await continueStep(page);
  await expect(fieldMessage(page, 'Please confirm if you will carry hazardous goods.')).toBeVisible();
});
