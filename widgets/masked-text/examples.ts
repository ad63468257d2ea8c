import type { WidgetExample } from '#widgets/widget-example.ts';

const text = { type: 'string' } as const;

/** The masked-text widget's examples: its stories show them and the registry test renders each. */
export const examples: Record<string, WidgetExample> = {
  SortCodeEmpty: {
    label: 'Sort code',
    schema: text,
    options: { mask: '##-##-##' },
    control: { role: 'textbox', name: 'Sort code' },
  },
  /** Stored without its hyphens (unmask), shown with them. */
  SortCodeFilledUnmasked: {
    label: 'Sort code',
    schema: text,
    options: { mask: '##-##-##', unmask: true },
    value: '401020',
    control: { role: 'textbox', name: 'Sort code' },
    shows: '40-10-20',
  },
  SortCodeWithError: {
    label: 'Sort code',
    schema: text,
    options: { mask: '##-##-##', unmask: true },
    value: '4010',
    rawErrors: ['Please enter a valid sort code of 6 numbers.'],
    control: { role: 'textbox', name: 'Sort code' },
    shows: '40-10',
  },
  SortCodeDisabled: {
    label: 'Sort code',
    schema: text,
    options: { mask: '##-##-##', unmask: true },
    value: '401020',
    disabled: true,
    control: { role: 'textbox', name: 'Sort code' },
    shows: '40-10-20',
  },
  AccountNumberWithError: {
    label: 'Account number',
    schema: text,
    options: { mask: '########' },
    value: '1234',
    rawErrors: ['Please enter a valid bank account number of 8 numbers.'],
    control: { role: 'textbox', name: 'Account number' },
    shows: '1234',
  },
};
