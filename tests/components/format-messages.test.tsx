import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAt } from '#domain/effects/data-paths.ts';
import { resolveExampleDates } from '#domain/schema/example-dates.ts';
import { draftKey } from '#screens/quote-form/quote-draft.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { expectedMessage } from '#tests/support/expected-message.ts';
import { startApiBridge, type ApiBridge } from './support/api-bridge';
import { renderRoute } from './support/render-route';

/*
 * Every SPEC.md 5.2 message the quote form can show, word for word, on the rendered form: answers
 * that break each rule are the customer's draft, Continue is pressed, and each question is described
 * by its message (what a screen reader announces with it). Max-length reads "at most" (decision 006).
 * Not here: number (a number box takes digits only), valid_reg (the lookup searches only a plausible
 * registration), vehicle_lookup_complete (the form asks "Please enter your registration and select a
 * vehicle.", SPEC.md 5.1), and the rules of other screens' forms.
 */

let api: ApiBridge;
beforeAll(async () => {
  api = await startApiBridge();
});
afterAll(() => api.close());

type Role = 'textbox' | 'combobox';
interface Expected {
  /** The control the message describes; none for the vehicle lookup, which shows it below its panel. */
  role?: Role;
  question: string;
  /** SPEC.md 5.2 message; "{$today-5y}" stands for that date as the customer reads it. */
  message: string;
}
interface Scene {
  name: string;
  /** 0 to 4: the step the answers are on. */
  step: number;
  answers: Record<string, unknown>;
  expected: Expected[];
}

const conviction = {
  offence_code: 'SP30',
  incident_date: '$today-1y',
  is_prosecution_pending: false,
  date_of_conviction: '$today-1y-1d',
  penalty_points: 13,
  fine: 100,
  months_disqualified: 0,
};
const claim = {
  type_of_claim: 'A',
  claim_date: '$today-6y',
  total_cost_of_claims: 1800,
  ncb_impacted: true,
  on_this_policy: true,
  is_claim_outstanding: false,
  was_this_driver_at_fault: false,
};

const scenes: Scene[] = [
  {
    name: 'min-number, min-length, postcode, date, dateTo (today), in-list (a fixed set)',
    step: 0,
    answers: {
      'vehicle.weight': 900,
      'vehicle.hazardous_goods': true,
      'vehicle.hazardous_goods_description': 'ab',
      'vehicle.kept_at_home': false,
      'vehicle.postcode_of_overnight_vehicle_location': 'XX1',
      'vehicle.date_registered': '$today+1d',
      'vehicle.date_purchased': '31/02/2020',
      'vehicle.number_of_seats': 9,
    },
    expected: [
      {
        role: 'textbox',
        question: "What is the van's gross vehicle weight (kg)?",
        message: 'Please provide an answer above 1000 to this question to proceed',
      },
      {
        role: 'textbox',
        question: 'What hazardous goods will you carry?',
        message: 'The description has to be at least 3 characters',
      },
      {
        role: 'textbox',
        question: 'What is the postcode where the van is kept overnight?',
        message: 'This field must be a valid UK postcode.',
      },
      {
        role: 'textbox',
        question: 'When was the van first registered?',
        message: 'Please enter a date up to today',
      },
      { role: 'textbox', question: 'When did you buy the van?', message: 'Please enter a valid date' },
      {
        role: 'combobox',
        question: 'How many seats does the van have?',
        message: 'Please select one of the available options.',
      },
    ],
  },
  {
    name: 'valid_reg (a registration typed in the manual search)',
    step: 0,
    answers: { 'vehicle.vehicle_registration': 'QX1' },
    expected: [{ question: 'Your van', message: 'Please enter a valid vehicle registration to proceed.' }],
  },
  {
    name: 'in-list (a named list), number_between, dateFrom (a date), incidentDate',
    step: 1,
    answers: {
      'drivers.proposer.licence_type': 'NOT-A-LICENCE',
      'drivers.proposer.has_claims': true,
      'drivers.proposer.claims': [claim],
      'drivers.proposer.has_convictions': true,
      'drivers.proposer.convictions': [conviction],
    },
    expected: [
      {
        role: 'combobox',
        question: 'What type of driving licence do you have?',
        message: 'Please select one of the available options.',
      },
      { role: 'textbox', question: 'When did it happen?', message: 'Please enter a date after {$today-5y}' },
      {
        role: 'textbox',
        question: 'How many penalty points were given?',
        message: 'Please enter a value between 0 and 12.',
      },
      {
        role: 'textbox',
        question: 'When were you convicted?',
        message: 'Please enter a date from {$today-1y}',
      },
    ],
  },
  {
    name: 'name, email, phone, age-min',
    step: 2,
    answers: {
      'drivers.proposer.forename': 'S',
      'drivers.proposer.date_of_birth': '$today-10y',
      'contact_details.email': 'sam@example',
      'contact_details.main_telephone_number': '12345',
    },
    expected: [
      { role: 'textbox', question: 'First name', message: 'Please provide a valid name.' },
      { role: 'textbox', question: 'Email address', message: 'Please provide a valid email.' },
      { role: 'textbox', question: 'Phone number', message: 'Please provide a valid UK phone number.' },
      {
        role: 'textbox',
        question: 'What is your date of birth?',
        message: 'The age must be at least 17 to proceed.',
      },
    ],
  },
  {
    name: 'age-max, max-length',
    step: 2,
    answers: {
      'drivers.proposer.date_of_birth': '$today-121y',
      // A well-formed address (a local part within 64 characters) that is over the 100 allowed.
      'contact_details.email': `${'s'.repeat(60)}@${'e'.repeat(40)}.co.uk`,
    },
    expected: [
      {
        role: 'textbox',
        question: 'What is your date of birth?',
        message: 'The age must be no more than 120 to proceed.',
      },
      { role: 'textbox', question: 'Email address', message: 'The email has to be at most 100 characters.' },
    ],
  },
  {
    name: 'dateFrom (today)',
    step: 4,
    answers: { cover_start_date: '$today-1d' },
    expected: [
      {
        role: 'textbox',
        question: 'When would you like your cover to start?',
        message: 'Please enter a date from today',
      },
    ],
  },
  {
    name: 'dateTo (a date)',
    step: 4,
    answers: { cover_start_date: '$today+40d' },
    expected: [
      {
        role: 'textbox',
        question: 'When would you like your cover to start?',
        message: 'Please enter a date up to {$today+30d}',
      },
    ],
  },
];

const IGNORED = 'script, style, .error-summary *';

/** The complete example with these answers, as a draft this browser kept at the given step. */
function keepDraft(step: number, answers: Record<string, unknown>) {
  let risk: unknown = completeRisk();
  for (const [path, value] of Object.entries(answers))
    risk = setAt(risk, path.split('.'), resolveExampleDates(value));
  localStorage.setItem(draftKey(null), JSON.stringify({ risk, step, furthestStep: 4, savedAt: '' }));
}

describe('SPEC.md 5.2 messages on the quote form', { timeout: 30_000 }, () => {
  it.each(scenes)('$name', async ({ step, answers, expected }) => {
    const user = userEvent.setup();
    keepDraft(step, answers);
    renderRoute('/quote/create');
    const button = step === 4 ? 'Get my quote' : 'Continue';
    await user.click(await screen.findByRole('button', { name: button }, { timeout: 5000 }));
    for (const { role, question, message } of expected) {
      // The message beside its question (the error summary above the step repeats it as a link).
      if (!role) expect(await screen.findByText(message, { ignore: IGNORED }), question).toBeVisible();
      else
        expect(await screen.findByRole(role, { name: question }), question).toHaveAccessibleDescription(
          expectedMessage(message),
        );
    }
  });
});
