import {
  createSchemaUtils,
  englishStringTranslator,
  type Registry,
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { questionPlan } from '#forms/step-form/question-plan.ts';
import { baseFields, baseTemplates, baseWidgets } from '#forms/step-form/rjsf-parts.ts';
import { templates } from '#forms/theme/templates.ts';
import { fields, widgets } from '#widgets/registry.ts';

/*
 * A question's plan (question-plan.ts) is what RJSF's SchemaField, StringField and BooleanField work
 * out on every render: worked out once per schema and UI schema, so a re-render hands the widget the
 * same options; and none for what RJSF's SchemaField must render itself.
 */

const rootSchema: RJSFSchema = { type: 'object', properties: {} };

function registryWith(overrides: Partial<Registry> = {}): Registry {
  return {
    fields: { ...baseFields, ...fields },
    templates: { ...baseTemplates, ...templates },
    widgets: { ...baseWidgets, ...widgets },
    rootSchema,
    formContext: {},
    schemaUtils: createSchemaUtils(validator, rootSchema),
    translateString: englishStringTranslator,
    globalFormOptions: { idPrefix: 'root', idSeparator: '.', useFallbackUiForUnsupportedType: false },
    uiSchemaDefinitions: {},
    ...overrides,
  } as Registry;
}

const registry = registryWith();
const name: RJSFSchema = { type: 'string', title: 'First name' };
const nameUi: UiSchema = { 'ui:widget': 'name-input', 'ui:help': 'As on your licence' };

describe('a question plan', () => {
  it('is worked out once per schema and UI schema: the widget gets the same options each render', () => {
    const plan = questionPlan(name, nameUi, registry);
    expect(plan).not.toBeNull();
    expect(questionPlan(name, nameUi, registry)).toBe(plan);
    expect(questionPlan(name, nameUi, registry)?.options).toBe(plan?.options);
    expect(plan?.Widget).toBe(widgets['name-input']);
    expect(plan?.help).toBe('As on your licence');
  });

  it('leaves disabled, read-only and autofocus set to null to the parent, as RJSF does', () => {
    const ui = { 'ui:disabled': null, 'ui:readonly': null, 'ui:autofocus': null } as unknown as UiSchema;
    const plan = questionPlan(name, ui, registry);
    expect([plan?.disabled, plan?.readonly, plan?.autofocus]).toEqual([undefined, undefined, undefined]);
  });

  it('is worked out again for a new UI schema (a question disabled by an answer)', () => {
    const disabled = { ...nameUi, 'ui:disabled': true };
    expect(questionPlan(name, nameUi, registry)?.disabled).toBeUndefined();
    expect(questionPlan(name, disabled, registry)?.disabled).toBe(true);
  });

  it("names a yes/no's choices and a fixed list's as RJSF's fields do", () => {
    const yesNo = questionPlan(
      { type: 'boolean', title: 'Kept at home?' },
      { 'ui:widget': 'yes-no' },
      registry,
    );
    expect(yesNo?.options.enumOptions).toEqual([
      { value: true, label: 'Yes' },
      { value: false, label: 'No' },
    ]);
    expect(yesNo?.boolean).toBe(true);
    const seats = questionPlan({ type: 'integer', enum: [2, 3] }, { 'ui:widget': 'list-select' }, registry);
    expect(seats?.options.enumOptions).toEqual([
      { value: 2, label: '2' },
      { value: 3, label: '3' },
    ]);
  });

  it("renders a question without a widget of its own in RJSF's text box (our BaseInputTemplate)", () => {
    const plan = questionPlan({ type: 'string', title: 'What happened?' }, {}, registry);
    // RJSF's own widget itself: it has no default options for a MergedWidget to add.
    expect(plan?.Widget).toBe(baseWidgets.TextWidget);
    expect(plan?.placeholder).toBe('');
  });

  it.each([
    ['an object', { type: 'object', properties: {} }, {}],
    ['a repeater', { type: 'array', items: { type: 'string' } }, {}],
    ['a field of its own', { type: 'string' }, { 'ui:field': 'address-lookup' }],
    ['a choice of schemas', { type: 'string', anyOf: [{ const: 'a' }, { type: 'string' }] }, {}],
    ['a type list', { type: ['string', 'null'] }, {}],
    ["a number in RJSF's text box (its NumberField converts the text)", { type: 'integer' }, {}],
    ['a number in a box of ours that reports text', { type: 'integer' }, { 'ui:widget': 'masked-text' }],
    [
      'a number from a named list (its codes are text)',
      { type: 'integer', 'in-list': 'seats' },
      { 'ui:widget': 'list-select' },
    ],
    ['a schema a field is named for ($id)', { type: 'string', $id: 'SchemaField' }, {}],
    ['a class name RJSF takes off', { type: 'string' }, { 'ui:classNames': 'wide' }],
    ['a template of its own', { type: 'string' }, { 'ui:FieldTemplate': () => null }],
  ])('leaves %s to RJSF', (_what, schema, ui) => {
    expect(questionPlan(schema as RJSFSchema, ui as UiSchema, registry)).toBeNull();
  });

  it('leaves every question to RJSF in a form with another FieldTemplate', () => {
    const other = registryWith({
      templates: { ...baseTemplates, FieldTemplate: () => null } as Registry['templates'],
    });
    expect(questionPlan(name, nameUi, other)).toBeNull();
  });

  it('renders a number whose widget reports numbers (ours)', () => {
    expect(questionPlan({ type: 'integer' }, { 'ui:widget': 'number-input' }, registry)?.Widget).toBe(
      widgets['number-input'],
    );
  });
});
