import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Risk } from '#domain/contract/proposal.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { startApiBridge, type ApiBridge } from './support/api-bridge';
import { renderRoute } from './support/render-route';
import { quotedProposal } from './support/scenes';

/*
 * SPEC.md 4 "Conditional fields on the quote form", line by line, on the rendered form: a saved
 * proposal is opened for editing, the customer changes an answer and sees questions shown, hidden or
 * disabled; where the line copies, sets or clears an answer, Get my quote shows what the server stored.
 */

let api: ApiBridge;
beforeAll(async () => {
  api = await startApiBridge();
});
afterEach(() => api.server.resetHandlers());
afterAll(() => api.close());

type User = ReturnType<typeof userEvent.setup>;
const STEPS = [
  'About Your Van',
  'Your Driving History',
  'Policy Holder Details',
  'Additional Drivers',
  'Cover Requirements',
];

/** Opens the complete example (or a variant) for editing, at the step with this title. */
async function editAt(step: string, risk: Risk = completeRisk()) {
  const user = userEvent.setup();
  const proposal = await quotedProposal(api, risk);
  renderRoute(`/quote/edit?uuid=${proposal.uuid}`);
  // The first screen of the file waits for the form's code to load.
  await screen.findByRole('heading', { level: 1, name: 'Your details' }, { timeout: 5000 });
  if (step !== STEPS[0]) await user.click(screen.getByRole('button', { name: new RegExp(step) }));
  await screen.findByRole(
    'button',
    { name: step === STEPS[4] ? 'Get my quote' : 'Continue' },
    { timeout: 5000 },
  );
  return { user, uuid: proposal.uuid };
}

const answer = async (user: User, question: string, choice: string) =>
  user.click(
    within(await screen.findByRole('radiogroup', { name: question })).getByRole('radio', { name: choice }),
  );

const choose = async (user: User, question: string, option: string) => {
  const select = await screen.findByRole('combobox', { name: question });
  await user.selectOptions(select, await within(select).findByRole('option', { name: option }));
};

/** Goes to the last step, gets the quote and gives back the risk the server stored. */
async function storedAfterGetMyQuote(user: User, uuid: string) {
  await user.click(screen.getByRole('button', { name: /Cover Requirements/ }));
  await user.click(await screen.findByRole('button', { name: 'Get my quote' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/quote\/payment-option/));
  return (await api.store.getProposal(uuid))!.data.risk as Record<string, Record<string, unknown>> & {
    drivers: Record<string, Record<string, unknown>>;
  };
}

describe('SPEC.md 4: conditional fields on the quote form', { timeout: 30_000 }, () => {
  it('Not purchased ticked disables the purchase date, which is then neither asked for nor stored', async () => {
    const { user, uuid } = await editAt(STEPS[0]);
    const date = await screen.findByRole('textbox', { name: 'When did you buy the van?' });
    expect(date).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: "I haven't bought the van yet" }));
    expect(screen.getByRole('textbox', { name: 'When did you buy the van?' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'When did you buy the van?' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('radiogroup', { name: /any accidents, claims or losses/ }),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Select the date you became the owner of the vehicle.'),
    ).not.toBeInTheDocument();
    const risk = await storedAfterGetMyQuote(user, uuid);
    expect(risk.vehicle.not_purchased).toBe(true);
    expect(risk.vehicle).not.toHaveProperty('date_purchased');
  });

  it('Not purchased unticked asks for the purchase date again', async () => {
    const { user } = await editAt(STEPS[0]);
    const box = screen.getByRole('checkbox', { name: "I haven't bought the van yet" });
    await user.click(box);
    await user.click(box);
    expect(screen.getByRole('textbox', { name: 'When did you buy the van?' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Select the date you became the owner of the vehicle.'),
    ).toBeInTheDocument();
  });

  it('Hazardous goods yes shows a description; no hides and clears it', async () => {
    const { user } = await editAt(STEPS[0]);
    const question = 'What hazardous goods will you carry?';
    expect(screen.queryByRole('textbox', { name: question })).not.toBeInTheDocument();
    await answer(user, 'Will you carry hazardous goods?', 'Yes');
    await user.type(await screen.findByRole('textbox', { name: question }), 'Gas cylinders');
    await answer(user, 'Will you carry hazardous goods?', 'No');
    expect(screen.queryByRole('textbox', { name: question })).not.toBeInTheDocument();
    await answer(user, 'Will you carry hazardous goods?', 'Yes');
    expect(await screen.findByRole('textbox', { name: question })).toHaveValue('');
  });

  it('Alarm yes or tracker yes adds a security device to describe; no removes it', async () => {
    const { user, uuid } = await editAt(STEPS[0]);
    const alarmType = screen.getByRole('combobox', { name: 'What type of alarm is it?' });
    // Asked after a Yes: the list's None is not offered (the schema refuses it too).
    expect(within(alarmType).queryByRole('option', { name: 'None' })).not.toBeInTheDocument();
    expect(within(alarmType).getByRole('option', { name: 'Manufacturer fitted alarm' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'What type of tracker is it?' })).not.toBeInTheDocument();
    await answer(user, 'Does the van have a tracking device?', 'Yes');
    await choose(user, 'What type of tracker is it?', 'Thatcham category 5 tracker');
    await choose(user, 'Who fitted the tracking device?', 'Approved installer');
    expect(screen.getByRole('combobox', { name: 'Who fitted the alarm or immobiliser?' })).toHaveDisplayValue(
      'Manufacturer',
    );
    await answer(user, 'Does the van have an alarm or immobiliser?', 'No');
    expect(screen.queryByRole('combobox', { name: 'What type of alarm is it?' })).not.toBeInTheDocument();
    const risk = await storedAfterGetMyQuote(user, uuid);
    expect(risk.vehicle.security_items).toEqual([
      { security_device: 'TRACKER', type_of_alarm: 'C5', who_fitted_device: 'A' },
    ]);
  });

  it('Legal owner no shows owner and keeper choices; yes hides them and sets both to the proposer', async () => {
    const { user, uuid } = await editAt(STEPS[0]);
    const keeper = 'Are you the legal owner and registered keeper of the van?';
    expect(
      screen.queryByRole('combobox', { name: 'Who is the legal owner of the van?' }),
    ).not.toBeInTheDocument();
    await answer(user, keeper, 'No');
    await choose(user, 'Who is the legal owner of the van?', 'Company');
    await choose(user, 'Who is the registered keeper of the van?', 'Company');
    await answer(user, keeper, 'Yes');
    expect(
      screen.queryByRole('combobox', { name: 'Who is the legal owner of the van?' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('combobox', { name: 'Who is the registered keeper of the van?' }),
    ).not.toBeInTheDocument();
    const risk = await storedAfterGetMyQuote(user, uuid);
    expect(risk.vehicle).toMatchObject({ legal_owner: '1', registered_keeper: '1' });
  });

  it('Kept away from home shows an overnight postcode; kept at home copies the home postcode', async () => {
    const { user, uuid } = await editAt(STEPS[0]);
    const question = 'What is the postcode where the van is kept overnight?';
    await answer(user, 'Is the van kept at your home address overnight?', 'No');
    await user.type(await screen.findByRole('textbox', { name: question }), 'M17 1PG');
    await answer(user, 'Is the van kept at your home address overnight?', 'Yes');
    expect(screen.queryByRole('textbox', { name: question })).not.toBeInTheDocument();
    const risk = await storedAfterGetMyQuote(user, uuid);
    expect(risk.vehicle.postcode_vehicle_kept).toBe('LS6 3AW');
    expect(risk.vehicle).not.toHaveProperty('postcode_of_overnight_vehicle_location');
  });

  it('NCD above 3 asks about protection, above 0 where it was earned; no asks the country, yes sets GB', async () => {
    const { user, uuid } = await editAt(STEPS[1]);
    const protect = await screen.findByRole('radiogroup', {
      name: 'Would you like to protect your No Claims Discount?',
    });
    expect(within(protect).getByRole('radio', { name: 'Protect' })).toBeInTheDocument();
    expect(within(protect).getByRole('radio', { name: "Don't Protect" })).toBeInTheDocument();
    await choose(user, 'How many years No Claims Discount do you have on a commercial vehicle?', '3 years');
    expect(
      screen.queryByRole('radiogroup', { name: /protect your No Claims Discount/ }),
    ).not.toBeInTheDocument();
    await answer(user, 'Was your No Claims Discount earned in the UK?', 'No');
    const country = await screen.findByRole('combobox', { name: 'In which country was it earned?' });
    await within(country).findByRole('option', { name: 'Ireland' });
    expect(within(country).queryByRole('option', { name: 'United Kingdom' })).not.toBeInTheDocument();
    await answer(user, 'Was your No Claims Discount earned in the UK?', 'Yes');
    expect(
      screen.queryByRole('combobox', { name: 'In which country was it earned?' }),
    ).not.toBeInTheDocument();
    const risk = await storedAfterGetMyQuote(user, uuid);
    expect(risk.policy).toMatchObject({ how_many_years_of_ncd: 3, ncd_country_of_origin: 'GB' });
    expect(risk.policy).not.toHaveProperty('protect_ncd');
  });

  it('No NCD asks neither where it was earned nor how', async () => {
    const { user } = await editAt(STEPS[1]);
    await choose(user, 'How many years No Claims Discount do you have on a commercial vehicle?', 'None');
    expect(
      screen.queryByRole('radiogroup', { name: 'Was your No Claims Discount earned in the UK?' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('combobox', { name: 'How did you earn your No Claims Discount?' }),
    ).not.toBeInTheDocument();
  });

  it('Answering no to claims, convictions or medical conditions removes the items', async () => {
    const { user } = await editAt(STEPS[1]);
    for (const [question, item, first] of [
      [/any accidents, claims or losses/, 'Claim 1', 'What type of claim was it?'],
      [/any points, penalties/, 'Conviction 1', 'What was the offence?'],
      [/medical conditions that the DVLA/, 'Medical condition 1', 'What is the condition?'],
    ] as const) {
      const group = screen.getByRole('radiogroup', { name: question });
      await user.click(within(group).getByRole('radio', { name: 'Yes' }));
      const region = await screen.findByRole('region', { name: item });
      await within(region).findByRole('option', { name: 'Please select' });
      await user.click(within(group).getByRole('radio', { name: 'No' }));
      expect(screen.queryByRole('region', { name: item })).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: first })).not.toBeInTheDocument();
    }
  });

  it('Not UK resident since birth shows a resident-since date; yes copies the date of birth into it', async () => {
    const { user, uuid } = await editAt(STEPS[2]);
    const question = 'When did you start living in the UK?';
    expect(screen.queryByRole('textbox', { name: question })).not.toBeInTheDocument();
    await answer(user, 'Have you lived in the UK since birth?', 'No');
    expect(await screen.findByRole('textbox', { name: question })).toHaveValue('');
    await answer(user, 'Have you lived in the UK since birth?', 'Yes');
    expect(screen.queryByRole('textbox', { name: question })).not.toBeInTheDocument();
    const risk = await storedAfterGetMyQuote(user, uuid);
    expect(risk.drivers.proposer.resident_in_uk_since).toBe('1985-03-14');
  });

  it('Employment other than R, U, H, I or N asks job, business and full-time; otherwise clears them', async () => {
    const { user, uuid } = await editAt(STEPS[2]);
    expect(screen.getByRole('combobox', { name: 'What is your main job?' })).toHaveValue('Plumber');
    await choose(user, 'What is your employment status?', 'Retired');
    expect(screen.queryByRole('combobox', { name: 'What is your main job?' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('combobox', { name: 'What type of business do you work in?' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Is this a full-time job?' })).not.toBeInTheDocument();
    const risk = await storedAfterGetMyQuote(user, uuid);
    expect(risk.drivers.proposer.occupation_status).toBe('R');
    expect(risk.drivers.proposer).not.toHaveProperty('occupation');
    expect(risk.drivers.proposer).not.toHaveProperty('employers_business');
  });

  it('Part-time job yes shows the secondary job questions', async () => {
    const { user } = await editAt(STEPS[2]);
    expect(screen.queryByRole('combobox', { name: 'What is your part-time job?' })).not.toBeInTheDocument();
    await answer(user, 'Do you have a part-time job as well?', 'Yes');
    expect(await screen.findByRole('combobox', { name: 'What is your part-time job?' })).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: 'What type of business is your part-time job in?' }),
    ).toBeInTheDocument();
    await answer(user, 'Do you have a part-time job as well?', 'No');
    expect(screen.queryByRole('combobox', { name: 'What is your part-time job?' })).not.toBeInTheDocument();
  });

  it('Removing the additional drivers empties the list', async () => {
    const { user, uuid } = await editAt(STEPS[3]);
    expect(screen.getByRole('region', { name: 'Driver 1' })).toBeInTheDocument();
    await answer(user, 'Would you like to add any other drivers to the policy?', 'No');
    expect(screen.queryByRole('region', { name: 'Driver 1' })).not.toBeInTheDocument();
    const risk = await storedAfterGetMyQuote(user, uuid);
    expect(risk.drivers.has_additional_drivers).toBe(false);
    expect(risk.drivers).not.toHaveProperty('additional_drivers');
  });

  it("In company name yes asks the business name and relationship (not 'Proposer'); no clears the name", async () => {
    const { user } = await editAt(STEPS[4]);
    await answer(user, 'Will the policy be in a company name?', 'Yes');
    await user.type(
      await screen.findByRole('textbox', { name: "What is the company's name?" }),
      'Taylor Vans Ltd',
    );
    const relationship = screen.getByRole('combobox', { name: 'What is your relationship to the company?' });
    await within(relationship).findByRole('option', { name: 'Spouse' });
    expect(
      within(relationship).queryByRole('option', { name: 'Proposer (Policy holder)' }),
    ).not.toBeInTheDocument();
    await answer(user, 'Will the policy be in a company name?', 'No');
    expect(screen.queryByRole('textbox', { name: "What is the company's name?" })).not.toBeInTheDocument();
    await answer(user, 'Will the policy be in a company name?', 'Yes');
    expect(await screen.findByRole('textbox', { name: "What is the company's name?" })).toHaveValue('');
  });

  it('Annual business mileage is hidden when the van is used for social use (01) or commuting (04)', async () => {
    const { user } = await editAt(STEPS[4]);
    const business = 'How many of those miles will be for business?';
    expect(screen.getByRole('textbox', { name: business })).toHaveValue('8,000');
    await choose(user, 'What will you use the van for?', 'Social, Domestic & Pleasure only');
    expect(screen.queryByRole('textbox', { name: business })).not.toBeInTheDocument();
    await choose(user, 'What will you use the van for?', 'Social, Domestic, Pleasure & Commuting');
    expect(screen.queryByRole('textbox', { name: business })).not.toBeInTheDocument();
    await choose(user, 'What will you use the van for?', 'Carriage of own goods (business use)');
    expect(await screen.findByRole('textbox', { name: business })).toHaveValue('');
  });
});
