import { createFakeServices } from '#widgets/shared/fake-services.ts';
import type { WidgetExample } from '#widgets/widget-example.ts';

const title = { type: 'string', title: 'Title', 'in-list': 'titles' } as const;
/** The titles list is already loaded, as the form's initial lists are. */
const titlesLoaded = () => createFakeServices({ cached: ['titles'] });

/** The list-select widget's examples: its stories show them and the registry test renders each. */
export const examples: Record<string, WidgetExample> = {
  Empty: {
    label: 'Title',
    schema: title,
    options: { list: 'titles' },
    services: titlesLoaded,
    control: { role: 'combobox', name: 'Title' },
  },
  Filled: {
    label: 'Title',
    schema: title,
    options: { list: 'titles' },
    value: 'MS',
    services: titlesLoaded,
    control: { role: 'combobox', name: 'Title' },
    shows: 'Ms',
  },
  /** The list is not loaded yet: 'Loading...' shows for a moment. */
  Loading: {
    label: 'Relationship to the company',
    schema: { type: 'string', 'in-list': 'relationship_to_proposer' },
    options: { list: 'relationship_to_proposer', exclude: ['P'] },
    services: () => createFakeServices({ delayMs: 1500 }),
    control: { role: 'combobox', name: 'Relationship to the company' },
  },
  FromEnum: {
    label: 'Voluntary excess',
    schema: { type: 'number', enum: [0, 100, 250, 500] },
    options: {
      enumOptions: [
        { label: '£0', value: 0 },
        { label: '£100', value: 100 },
        { label: '£250', value: 250 },
        { label: '£500', value: 500 },
      ],
    },
    value: 250,
    control: { role: 'combobox', name: 'Voluntary excess' },
    shows: '£250',
  },
  Disabled: {
    label: 'Title',
    schema: title,
    options: { list: 'titles' },
    value: 'MR',
    disabled: true,
    services: titlesLoaded,
    control: { role: 'combobox', name: 'Title' },
    shows: 'Mr',
  },
  /** A stored code the list no longer has (the option was removed). */
  NotAnOption: {
    label: 'Title',
    schema: title,
    options: { list: 'titles' },
    rawErrors: ['Please select one of the available options.'],
    services: titlesLoaded,
    control: { role: 'combobox', name: 'Title' },
  },
  WithError: {
    label: 'Title',
    schema: title,
    options: { list: 'titles' },
    rawErrors: ['Select your title'],
    services: titlesLoaded,
    control: { role: 'combobox', name: 'Title' },
  },
};
