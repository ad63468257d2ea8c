/**
 * What a question renders with, worked out once per schema and UI schema (both kept unchanged while
 * they apply: remembered-schemas.ts, disabled-when.ts): RJSF's SchemaField, StringField and
 * BooleanField work the same out from them on every render of every question. Null for what is not
 * a plain question, which RJSF's SchemaField renders (question-field.tsx).
 */
import {
  ADDITIONAL_PROPERTY_FLAG,
  getUiOptions,
  getWidget,
  hasWidget,
  optionsList,
  TranslatableString,
  type Registry,
  type RJSFSchema,
  type UiSchema,
  type Widget,
  type WidgetProps,
} from '@rjsf/utils';
import type { ComponentType } from 'react';
import { FieldTemplate } from '#forms/theme/field-template.tsx';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';

export interface QuestionPlan {
  /** The widget itself (RJSF's MergedWidget only for a widget with default options). */
  Widget: ComponentType<WidgetProps>;
  /** ui:widget, which the frame reads (a checkbox, a yes/no group). */
  widgetName: unknown;
  /** The widget's options: ui:options with the answer's choices (enumOptions), one object. */
  options: WidgetProps['options'];
  /** The UI schema the widget is given. */
  uiSchema: UiSchema;
  /** ui:title (the frame's label, then the schema's title, then the name). */
  title?: string;
  /** The widget's ui:title: a text question's, as RJSF's StringField reads it, without the global options. */
  widgetTitle?: string;
  /** A yes/no: its widget's label puts the schema's title before the field's. */
  boolean: boolean;
  displayLabel: boolean;
  hideLabel: boolean;
  hidden: boolean;
  help?: string;
  placeholder?: string;
  disabled?: boolean;
  readonly?: boolean;
  hideError?: boolean;
  autofocus?: boolean;
}

const PLAIN_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * Our widgets that report a number answer as a number, so RJSF's NumberField (which turns typed text
 * into a number) has nothing to do for them: the number box, and a select of fixed choices, which
 * reports the chosen enum value itself. With any other widget a number question stays RJSF's.
 */
const REPORTS_NUMBERS: Record<string, (schema: RJSFSchema) => boolean> = {
  'number-input': () => true,
  'list-select': (schema) => Array.isArray(schema.enum),
};
/** UI schema keys RJSF's SchemaField takes off before its field sees them: such a question stays its. */
const CONSUMED = ['ui:classNames', 'classNames', 'ui:style'];
const NO_UI: UiSchema = {};

const plans = new WeakMap<Registry, WeakMap<object, WeakMap<object, QuestionPlan | null>>>();

/** The plan for a question whose schema (resolved) and UI schema are these; null: RJSF renders it. */
export function questionPlan(
  schema: RJSFSchema,
  uiSchema: UiSchema | undefined,
  registry: Registry,
): QuestionPlan | null {
  let bySchema = plans.get(registry);
  if (!bySchema) plans.set(registry, (bySchema = new WeakMap()));
  let byUi = bySchema.get(schema);
  if (!byUi) bySchema.set(schema, (byUi = new WeakMap()));
  const ui = uiSchema ?? NO_UI;
  let plan = byUi.get(ui);
  if (plan === undefined) byUi.set(ui, (plan = planFor(schema, ui, registry)));
  return plan;
}

function isPlain(schema: RJSFSchema, uiSchema: UiSchema, registry: Registry): boolean {
  const options = getUiOptions(uiSchema, registry.globalUiOptions);
  const own = (uiSchema['ui:options'] ?? {}) as Record<string, unknown>;
  return (
    typeof schema.type === 'string' &&
    PLAIN_TYPES.has(schema.type) &&
    !('anyOf' in schema) &&
    !('oneOf' in schema) &&
    !schema.deprecated &&
    !(ADDITIONAL_PROPERTY_FLAG in schema) &&
    !(typeof schema.$id === 'string' && schema.$id in registry.fields) &&
    registry.fields.StringField === StringField &&
    registry.fields.BooleanField === BooleanField &&
    registry.fields.NumberField === NumberField &&
    !options.field &&
    !options.FieldTemplate &&
    !CONSUMED.some((key) => key in uiSchema) &&
    !('classNames' in own) &&
    !('style' in own) &&
    registry.templates.FieldTemplate === FieldTemplate &&
    Object.keys(registry.uiSchemaDefinitions ?? {}).length === 0
  );
}

/**
 * The widget to render: ours directly; RJSF's MergedWidget (its wrapper adding a widget's default
 * options) only where the widget has some.
 */
function widgetOf(schema: RJSFSchema, name: Widget | string, registry: Registry): ComponentType<WidgetProps> {
  const merged = getWidget(schema, name, registry.widgets);
  const own = Object.values(registry.widgets).find(
    (w) => (w as { MergedWidget?: unknown }).MergedWidget === merged,
  ) as (ComponentType<WidgetProps> & { defaultProps?: { options?: unknown } }) | undefined;
  return own && !own.defaultProps?.options ? own : (merged as ComponentType<WidgetProps>);
}

/** A yes/no's two choices, as RJSF's BooleanField makes them. */
function booleanChoices(schema: RJSFSchema, uiSchema: UiSchema, registry: Registry, enumNames: unknown) {
  const enums = (schema.enum ?? [true, false]) as unknown[];
  if (!enumNames && enums.length === 2 && enums.every((v) => typeof v === 'boolean')) {
    const yes = registry.translateString(TranslatableString.YesLabel);
    const no = registry.translateString(TranslatableString.NoLabel);
    return enums.map((value) => ({ value, label: value ? yes : no }));
  }
  return optionsList({ enum: enums } as RJSFSchema, uiSchema);
}

function planFor(schema: RJSFSchema, uiSchema: UiSchema, registry: Registry): QuestionPlan | null {
  if (!isPlain(schema, uiSchema, registry)) return null;
  const { schemaUtils, globalUiOptions } = registry;
  const global = getUiOptions(uiSchema, globalUiOptions);
  const displayLabel = schemaUtils.getDisplayLabel(schema, uiSchema, globalUiOptions);
  const common = {
    uiSchema,
    title: global.title,
    displayLabel,
    hidden: global.widget === 'hidden',
    help: typeof global.help === 'string' && global.help ? global.help : undefined,
    // As RJSF's SchemaField: null (as undefined) leaves these to the parent, except hideError.
    disabled: global.disabled == null ? undefined : Boolean(global.disabled),
    readonly: global.readonly == null ? undefined : Boolean(global.readonly),
    hideError: global.hideError === undefined ? undefined : Boolean(global.hideError),
    autofocus: global.autofocus == null ? undefined : Boolean(global.autofocus),
  };
  if (schema.type === 'boolean') {
    // RJSF's BooleanField: a checkbox unless named, its label shown unless ui:label is false.
    const { widget = 'checkbox', title: _title, label = true, enumNames, ...options } = global;
    return {
      ...common,
      Widget: widgetOf(schema, widget, registry),
      widgetName: getUiOptions(uiSchema).widget,
      widgetTitle: global.title,
      options: { ...options, enumOptions: booleanChoices(schema, uiSchema, registry, enumNames) },
      boolean: true,
      hideLabel: !label,
    };
  }
  // RJSF's StringField (and NumberField, for a number answer only with a widget that reports
  // numbers: REPORTS_NUMBERS).
  const enumOptions = schemaUtils.isSelect(schema) ? optionsList(schema, uiSchema) : undefined;
  const named = getUiOptions(uiSchema);
  const { widget = enumOptions ? 'select' : 'text', placeholder = '', title: _title, ...options } = named;
  if (
    schema.type !== 'string' &&
    !(typeof widget === 'string' && Object.hasOwn(REPORTS_NUMBERS, widget) && REPORTS_NUMBERS[widget](schema))
  )
    return null;
  // A format with a widget of its own (email) is RJSF's default for it.
  if (
    !named.widget &&
    typeof schema.format === 'string' &&
    hasWidget(schema, schema.format, registry.widgets)
  )
    return null;
  return {
    ...common,
    Widget: widgetOf(schema, widget, registry),
    widgetName: named.widget,
    widgetTitle: named.title,
    options: { ...options, enumOptions },
    boolean: false,
    hideLabel: !displayLabel,
    placeholder,
  };
}
