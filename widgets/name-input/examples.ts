import type { WidgetExample } from '#widgets/widget-example.ts';

/** The name-input widget's examples: its stories show them and the registry test renders each. */
export const examples: Record<string, WidgetExample> = {
  Empty: {
    label: 'First name',
    schema: { type: 'string', title: 'First name', name: true },
    options: { autocomplete: 'given-name' },
    control: { role: 'textbox', name: 'First name' },
  },
  Filled: {
    label: 'Last name',
    schema: { type: 'string', title: 'Last name', name: true },
    options: { autocomplete: 'family-name' },
    value: "O'Neil-Smith",
    control: { role: 'textbox', name: 'Last name' },
    shows: "O'Neil-Smith",
  },
  Unanswered: {
    label: 'First name',
    schema: { type: 'string', title: 'First name', name: true },
    options: { autocomplete: 'given-name' },
    rawErrors: ['Enter your first name'],
    control: { role: 'textbox', name: 'First name' },
  },
  Disabled: {
    label: 'Last name',
    schema: { type: 'string', title: 'Last name', name: true },
    options: { autocomplete: 'family-name' },
    value: 'Smith',
    disabled: true,
    control: { role: 'textbox', name: 'Last name' },
    shows: 'Smith',
  },
  WithError: {
    label: 'First name',
    schema: { type: 'string', title: 'First name', name: true },
    options: { autocomplete: 'given-name' },
    value: 'J',
    rawErrors: ['Please provide a valid name.'],
    control: { role: 'textbox', name: 'First name' },
    shows: 'J',
  },
};
