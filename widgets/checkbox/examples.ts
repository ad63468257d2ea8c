import type { WidgetExample } from '#widgets/widget-example.ts';

const label = 'I have not bought the van yet';
const schema = { type: 'boolean', title: label } as const;

/** The checkbox widget's examples: its stories show them and the registry test renders each. */
export const examples: Record<string, WidgetExample> = {
  Unticked: { label, schema, control: { role: 'checkbox', name: label } },
  Ticked: { label, schema, value: true, control: { role: 'checkbox', name: label }, shows: 'ticked' },
  Disabled: {
    label,
    schema,
    value: true,
    disabled: true,
    control: { role: 'checkbox', name: label },
    shows: 'ticked',
  },
  WithError: {
    label: 'I agree',
    schema: { type: 'boolean', title: 'I agree' },
    rawErrors: ['Please answer this question in order to proceed.'],
    control: { role: 'checkbox', name: 'I agree' },
  },
};
