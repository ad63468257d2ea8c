import type { WidgetExample } from '#widgets/widget-example.ts';
import messages from '#schemas/messages.json';

const label = 'Daytime phone number';
const schema = { type: 'string', title: 'Phone number', phone: true } as const;

/** The phone-input widget's examples: its stories show them and the registry test renders each. */
export const examples: Record<string, WidgetExample> = {
  Empty: {
    label,
    schema,
    control: { role: 'textbox', name: label },
  },
  Filled: {
    label,
    schema,
    value: '0113 496 0000',
    control: { role: 'textbox', name: label },
    shows: '0113 496 0000',
  },
  Unanswered: {
    label,
    schema,
    rawErrors: [messages.default],
    control: { role: 'textbox', name: label },
  },
  Disabled: {
    label,
    schema,
    value: '0113 496 0000',
    disabled: true,
    control: { role: 'textbox', name: label },
    shows: '0113 496 0000',
  },
  WithError: {
    label,
    schema,
    value: '0770',
    rawErrors: ['Please provide a valid UK phone number.'],
    control: { role: 'textbox', name: label },
    shows: '0770',
  },
};
