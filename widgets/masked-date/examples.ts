import type { RJSFSchema } from '@rjsf/utils';
import type { WidgetExample } from '#widgets/widget-example.ts';

/** The quote form's date questions: their rules (dateTo, age-min, ...) limit the calendar. */
const dateOfBirth: RJSFSchema = {
  type: 'string',
  title: 'What is your date of birth?',
  date: true,
  dateTo: 'today',
  'age-min': 17,
  'age-max': 120,
};
const coverStart: RJSFSchema = {
  type: 'string',
  title: 'When would you like your cover to start?',
  date: true,
  dateFrom: 'today',
  dateTo: { today: 30 },
};
const dob = { label: 'Date of birth', schema: dateOfBirth, options: { autocomplete: 'bday' } };

/** The masked-date widget's examples: its stories show them and the registry test renders each. */
export const examples: Record<string, WidgetExample> = {
  Empty: {
    ...dob,
    control: { role: 'textbox', name: 'Date of birth' },
  },
  Filled: {
    ...dob,
    value: '1990-12-31',
    control: { role: 'textbox', name: 'Date of birth' },
    shows: '31/12/1990',
  },
  /** An impossible date stays as typed, so the schema's date rule can say so. */
  WithError: {
    ...dob,
    value: '31/02/2020',
    rawErrors: ['Please enter a valid date'],
    control: { role: 'textbox', name: 'Date of birth' },
    shows: '31/02/2020',
  },
  Unanswered: {
    ...dob,
    rawErrors: ['Enter your date of birth'],
    control: { role: 'textbox', name: 'Date of birth' },
  },
  InTheFuture: {
    ...dob,
    value: '2999-01-01',
    rawErrors: ['Please enter a date up to today'],
    control: { role: 'textbox', name: 'Date of birth' },
    shows: '01/01/2999',
  },
  /** "I haven't bought the van yet" ticked: the purchase date is shown but not answerable. */
  Disabled: {
    label: 'When did you buy the van?',
    schema: { type: 'string', title: 'When did you buy the van?', date: true, dateTo: 'today' },
    disabled: true,
    control: { role: 'textbox', name: 'When did you buy the van?' },
  },
  /** From today to 30 days ahead (the schema's dateFrom and dateTo), with Today and Tomorrow. */
  CoverStartDate: {
    label: 'Cover start date',
    schema: coverStart,
    options: { quickChoices: true },
    control: { role: 'textbox', name: 'Cover start date' },
  },
  CoverStartInThePast: {
    label: 'Cover start date',
    schema: coverStart,
    options: { quickChoices: true },
    value: '2020-01-01',
    rawErrors: ['Please enter a date from today'],
    control: { role: 'textbox', name: 'Cover start date' },
    shows: '01/01/2020',
  },
};
