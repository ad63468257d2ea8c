import type { WidgetExample } from '#widgets/widget-example.ts';

/** The number-input widget's examples: its stories show them and the registry test renders each. */
export const examples: Record<string, WidgetExample> = {
  Empty: {
    label: 'What is the van worth today (£)?',
    schema: { type: 'integer', title: 'What is the van worth today (£)?', maximum: 9999999 },
    options: { maxDigits: 7 },
    control: { role: 'textbox', name: 'What is the van worth today (£)?' },
  },
  /** A stored number shows with thousands separators. */
  Filled: {
    label: 'What is the current mileage?',
    schema: { type: 'integer', title: 'What is the current mileage?', maximum: 9999999 },
    options: { maxDigits: 7 },
    value: 42000,
    control: { role: 'textbox', name: 'What is the current mileage?' },
    shows: '42,000',
  },
  /** A schema maximum of 999,999 allows six digits. */
  SixDigitsAtMost: {
    label: 'How many miles will the van do in a year?',
    schema: { type: 'integer', title: 'How many miles will the van do in a year?', maximum: 999999 },
    options: { maxDigits: 6 },
    value: 999999,
    control: { role: 'textbox', name: 'How many miles will the van do in a year?' },
    shows: '999,999',
  },
  Unanswered: {
    label: "What is the van's gross vehicle weight (kg)?",
    schema: { type: 'integer', title: "What is the van's gross vehicle weight (kg)?", minimum: 1000 },
    options: { maxDigits: 7 },
    rawErrors: ['Please enter the weight (KG) of the vehicle.'],
    control: { role: 'textbox', name: "What is the van's gross vehicle weight (kg)?" },
  },
  /** Above the schema's maximum. */
  TooHigh: {
    label: 'How many penalty points?',
    schema: { type: 'integer', title: 'How many penalty points?', minimum: 0, maximum: 12 },
    options: { maxDigits: 2 },
    value: 15,
    rawErrors: ['Please enter a value between 0 and 12.'],
    control: { role: 'textbox', name: 'How many penalty points?' },
    shows: '15',
  },
  Disabled: {
    label: 'What is the current mileage?',
    schema: { type: 'integer', title: 'What is the current mileage?', maximum: 9999999 },
    options: { maxDigits: 7 },
    value: 42000,
    disabled: true,
    control: { role: 'textbox', name: 'What is the current mileage?' },
    shows: '42,000',
  },
  WithError: {
    label: "What is the van's gross vehicle weight (kg)?",
    schema: {
      type: 'integer',
      title: "What is the van's gross vehicle weight (kg)?",
      minimum: 1000,
      maximum: 9999999,
    },
    options: { maxDigits: 7 },
    value: 900,
    rawErrors: ['Please provide an answer above 1000 to this question to proceed'],
    control: { role: 'textbox', name: "What is the van's gross vehicle weight (kg)?" },
    shows: '900',
  },
};
