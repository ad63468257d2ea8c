import type { WidgetExample } from '#widgets/widget-example.ts';

const label = 'Quote reference';
const schema = { type: 'string', title: label, maxLength: 13, valid_reference: true } as const;

/** The code-input widget's examples: its stories show them and the registry test renders each. */
export const examples: Record<string, WidgetExample> = {
  Empty: { label, schema, control: { role: 'textbox', name: label } },
  Filled: {
    label,
    schema,
    value: '4ABCD1234EFGH',
    control: { role: 'textbox', name: label },
    shows: '4ABCD1234EFGH',
  },
  /** Left empty: the form's required message. */
  Unanswered: {
    label,
    schema,
    rawErrors: ['Please enter your quote reference.'],
    control: { role: 'textbox', name: label },
  },
  Disabled: {
    label,
    schema,
    value: '4ABCD1234EFGH',
    disabled: true,
    control: { role: 'textbox', name: label },
    shows: '4ABCD1234EFGH',
  },
  WithError: {
    label,
    schema,
    value: '4ABC',
    rawErrors: ['Quote reference is invalid'],
    control: { role: 'textbox', name: label },
    shows: '4ABC',
  },
};
