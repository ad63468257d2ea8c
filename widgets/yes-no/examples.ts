import type { WidgetExample } from '#widgets/widget-example.ts';

const question = 'Is the van kept at your home address overnight?';
const schema = { type: 'boolean', title: question } as const;

/** The yes-no widget's examples: its stories show them and the registry test renders each. */
export const examples: Record<string, WidgetExample> = {
  Empty: {
    label: question,
    schema,
    control: { role: 'radiogroup', name: question },
  },
  AnsweredNo: {
    label: question,
    schema,
    value: false,
    control: { role: 'radiogroup', name: question },
    shows: 'No',
  },
  CustomLabels: {
    label: 'Would you like to protect your No Claims Discount?',
    schema: { type: 'boolean', title: 'Would you like to protect your No Claims Discount?' },
    options: { labels: ['Protect', "Don't Protect"] },
    value: true,
    control: { role: 'radiogroup', name: 'Would you like to protect your No Claims Discount?' },
    shows: 'Protect',
  },
  WithError: {
    label: question,
    schema,
    rawErrors: ['Please confirm if the van is kept at your home address overnight.'],
    control: { role: 'radiogroup', name: question },
  },
  /** Answered, and not answerable just now. */
  Disabled: {
    label: question,
    schema,
    value: true,
    disabled: true,
    control: { role: 'radiogroup', name: question },
    shows: 'Yes',
  },
};
