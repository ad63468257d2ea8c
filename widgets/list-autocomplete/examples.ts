import occupationList from '#schemas/lists/occupation.json';
import { createFakeServices, FAKE_LISTS } from '#widgets/shared/fake-services.ts';
import type { WidgetExample } from '#widgets/widget-example.ts';

const schema = { type: 'string', title: 'Occupation', 'in-list': 'occupation' } as const;
/** The ~450 real occupations, already loaded. */
const occupations = () =>
  createFakeServices({
    lists: { ...FAKE_LISTS, occupation: occupationList.options },
    cached: ['occupation'],
  });

/** The list-autocomplete widget's examples: its stories show them and the registry test renders each. */
export const examples: Record<string, WidgetExample> = {
  Empty: {
    label: 'Occupation',
    schema,
    options: { list: 'occupation' },
    services: occupations,
    control: { role: 'combobox', name: 'Occupation' },
  },
  Filled: {
    label: 'Occupation',
    schema,
    options: { list: 'occupation' },
    value: 'P24',
    services: occupations,
    control: { role: 'combobox', name: 'Occupation' },
    shows: 'Plumber',
  },
  Disabled: {
    label: 'Occupation',
    schema,
    options: { list: 'occupation' },
    value: 'P24',
    disabled: true,
    services: occupations,
    control: { role: 'combobox', name: 'Occupation' },
    shows: 'Plumber',
  },
  /** The long list is still loading: the box waits for it. */
  Loading: {
    label: 'Occupation',
    schema,
    options: { list: 'occupation' },
    services: () =>
      createFakeServices({ lists: { ...FAKE_LISTS, occupation: occupationList.options }, delayMs: Infinity }),
    control: { role: 'combobox', name: 'Occupation' },
  },
  WithError: {
    label: 'Occupation',
    schema,
    options: { list: 'occupation' },
    rawErrors: ['Please select your main job from the list.'],
    services: occupations,
    control: { role: 'combobox', name: 'Occupation' },
  },
};
