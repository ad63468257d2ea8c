import type { WidgetExample } from '#widgets/widget-example.ts';
import address from '#schemas/definitions/address.schema.json';

const label = 'Postcode where the van is kept overnight';
const schema = { type: 'string', title: label, postcode: true } as const;

/** The postcode-input widget's examples: its stories show them and the registry test renders each. */
export const examples: Record<string, WidgetExample> = {
  Empty: {
    label,
    schema,
    control: { role: 'textbox', name: label },
  },
  Filled: {
    label,
    schema,
    value: 'M17 1PG',
    control: { role: 'textbox', name: label },
    shows: 'M17 1PG',
  },
  Unanswered: {
    label,
    schema,
    rawErrors: ['Please enter your postcode.'],
    control: { role: 'textbox', name: label },
  },
  Disabled: {
    label,
    schema,
    value: 'M17 1PG',
    disabled: true,
    control: { role: 'textbox', name: label },
    shows: 'M17 1PG',
  },
  WithError: {
    label,
    schema,
    value: 'LS6 ABC',
    rawErrors: [address.properties.postcode.errorMessage.postcode],
    control: { role: 'textbox', name: label },
    shows: 'LS6 ABC',
  },
};
