/**
 * The widget registry as data (JSON Forms' flat list of testers and renderers): one entry per widget
 * or field, with the tester that picks it for a question's schema, the ui:options it derives, and its
 * examples (loaded only by stories and tests). The form, schemas:check and the tests all read it.
 */
import type { ComponentType } from 'react';
import type { FieldProps, RegistryFieldsType, RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { CheckboxWidget } from './checkbox/checkbox';
import { CodeInputWidget } from './code-input/code-input';
import { ListSelectWidget } from './list-select/list-select';
import { MaskedDateWidget } from './masked-date/masked-date';
import { MaskedTextWidget } from './masked-text/masked-text';
import { NameInputWidget } from './name-input/name-input';
import { NumberInputWidget } from './number-input/number-input';
import { PostcodeInputWidget } from './postcode-input/postcode-input';
import { lazyWidgets } from './lazy-widgets';
import type { WidgetExample } from './widget-example';
import { YesNoWidget } from './yes-no/yes-no';

type Schema = Record<string, unknown>;
type Examples = () => Promise<{ examples: Record<string, WidgetExample> }>;

interface Common {
  name: string;
  /** How well the entry fits a question's schema (higher wins; absent: chosen by name only). */
  tester?: (schema: Schema) => number;
  /** ui:options the entry needs, derived from the schema when its tester picks it. */
  options?: (schema: Schema) => Record<string, unknown>;
  examples: Examples;
}

export type RegistryEntry =
  | (Common & { kind: 'widget'; component: ComponentType<WidgetProps> })
  | (Common & { kind: 'field'; component: ComponentType<FieldProps> });

const MAX_NUMERIC_VALUE = 9_999_999;

// Loaded on first use (lazy-widgets.ts): their libraries and the lookups are not needed by the
// quote form's first step, or (the vehicle lookup) by any form but it (docs/decisions/043, 046).
const ListAutocompleteWidget = lazyWidgets['list-autocomplete'];
const PhoneInputWidget = lazyWidgets['phone-input'];
const AddressLookupField = lazyWidgets['address-lookup'];
const VehicleLookupField = lazyWidgets['vehicle-lookup'];

export const registry: readonly RegistryEntry[] = [
  {
    name: 'list-select',
    kind: 'widget',
    component: ListSelectWidget,
    // A named list, or a fixed set of choices (seats, NCD years, excess): a select with 'Please select'.
    tester: (s) =>
      typeof s['in-list'] === 'string' ? 3 : Array.isArray(s.enum) && s.type !== 'boolean' ? 2 : -1,
    options: (s) => (typeof s['in-list'] === 'string' ? { list: s['in-list'] } : {}),
    examples: () => import('./list-select/examples'),
  },
  {
    name: 'masked-date',
    kind: 'widget',
    component: MaskedDateWidget,
    tester: (s) => (s.date === true ? 3 : -1),
    examples: () => import('./masked-date/examples'),
  },
  {
    name: 'postcode-input',
    kind: 'widget',
    component: PostcodeInputWidget,
    tester: (s) => (s.postcode === true ? 3 : -1),
    examples: () => import('./postcode-input/examples'),
  },
  {
    name: 'yes-no',
    kind: 'widget',
    component: YesNoWidget,
    tester: (s) => (s.type === 'boolean' ? 1 : -1),
    examples: () => import('./yes-no/examples'),
  },
  {
    name: 'number-input',
    kind: 'widget',
    component: NumberInputWidget,
    tester: (s) => (s.type === 'integer' && !s.enum ? 1 : -1),
    options: (s) => ({
      maxDigits: String(typeof s.maximum === 'number' ? s.maximum : MAX_NUMERIC_VALUE).length,
    }),
    examples: () => import('./number-input/examples'),
  },
  {
    name: 'list-autocomplete',
    kind: 'widget',
    component: ListAutocompleteWidget,
    examples: () => import('./list-autocomplete/examples'),
  },
  {
    name: 'masked-text',
    kind: 'widget',
    component: MaskedTextWidget,
    examples: () => import('./masked-text/examples'),
  },
  {
    name: 'name-input',
    kind: 'widget',
    component: NameInputWidget,
    examples: () => import('./name-input/examples'),
  },
  {
    name: 'code-input',
    kind: 'widget',
    component: CodeInputWidget,
    examples: () => import('./code-input/examples'),
  },
  {
    name: 'phone-input',
    kind: 'widget',
    component: PhoneInputWidget,
    examples: () => import('./phone-input/examples'),
  },
  {
    name: 'checkbox',
    kind: 'widget',
    component: CheckboxWidget,
    examples: () => import('./checkbox/examples'),
  },
  {
    name: 'address-lookup',
    kind: 'field',
    component: AddressLookupField,
    examples: () => import('./address-lookup/examples'),
  },
  {
    name: 'vehicle-lookup',
    kind: 'field',
    component: VehicleLookupField,
    examples: () => import('./vehicle-lookup/examples'),
  },
];

/** RJSF's own widgets a UI schema may name besides ours. */
export const BUILT_IN_WIDGETS: ReadonlySet<string> = new Set([
  'hidden',
  'select',
  'text',
  'textarea',
  'radio',
  'email',
]);

/** The entry a UI schema names, or undefined for an unknown name. */
export function entryNamed(kind: 'widget' | 'field', name: string): RegistryEntry | undefined {
  return registry.find((e) => e.kind === kind && e.name === name);
}

/**
 * The widget the schema calls for, with its derived ui:options: the entry whose tester scores
 * highest above zero, or null when RJSF's default fits.
 */
export function widgetFor(schema: Schema): { name: string; options?: Record<string, unknown> } | null {
  let best: RegistryEntry | null = null;
  let bestScore = 0;
  for (const entry of registry) {
    const score = entry.tester?.(schema) ?? -1;
    if (score > bestScore) [best, bestScore] = [entry, score];
  }
  if (!best) return null;
  return best.options ? { name: best.name, options: best.options(schema) } : { name: best.name };
}

export { preloadWidgets, widgetsLoaded } from './lazy-widgets';

/** RJSF's widgets map. */
export const widgets: RegistryWidgetsType = Object.fromEntries(
  registry.filter((e) => e.kind === 'widget').map((e) => [e.name, e.component]),
);

/** RJSF's fields map. */
export const fields: RegistryFieldsType = Object.fromEntries(
  registry.filter((e) => e.kind === 'field').map((e) => [e.name, e.component]),
);
