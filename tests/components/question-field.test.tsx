import { cleanup, render } from '@testing-library/react';
import type { ErrorSchema, RegistryFieldsType, RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import RjsfSchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormContext } from '#domain/form-services.ts';
import { screenForms } from '#domain/schema/screen-forms.ts';
import { pathOfFieldId, toErrorSchema } from '#forms/error-schema.ts';
import type { RenderedForm } from '#forms/quote-step-form.tsx';
import { quoteSteps } from '#forms/quote-steps.ts';
import { StepForm } from '#forms/step-form/step-form.tsx';
import { templates } from '#forms/theme/templates.ts';
import { deriveUiSchema } from '#forms/ui-schema/derive-ui-schema.ts';
import { uiForAnswers } from '#forms/ui-schema/disabled-when.ts';
import { stepValidation } from '#step-validators';
import { loadReferenceLists, optionsByName } from '#server/lists/reference-lists.ts';
import { stepAnswerCases } from '#tests/support/condition-cases.ts';
import { fields, widgets } from '#widgets/registry.ts';
import { servicesWithEveryList } from './support/step-under-test';

/*
 * The form renders a plain question itself (src/forms/step-form/question-field.tsx) rather than
 * through RJSF's SchemaField, StringField and BooleanField. What the customer gets must not change:
 * every form, under every condition, unanswered and answered, and then with a message on every
 * question it shows, is rendered both ways and the pages must be the same, node for node.
 */

const lists = optionsByName(loadReferenceLists());
const services = servicesWithEveryList();
/** Every saved item open, so that each question inside one is rendered (decision 055). */
const allOpen: FormContext = { services, problemsUnder: () => true };
const rjsfOnly = { ...fields, SchemaField: RjsfSchemaField } as RegistryFieldsType;

afterEach(cleanup);

/** A form to render: its schemas and its validator. */
interface FormUnderTest {
  schema: object;
  uiSchema: Record<string, unknown>;
  validator: ValidatorType;
}

/** One of the app's forms, with its own validators. */
const appForm = (form: RenderedForm): FormUnderTest => ({
  schema: form.schema,
  uiSchema: form.uiSchema,
  validator: stepValidation(form.id).validator,
});

/** The page a form makes with these answers and messages, with the form's fields or RJSF's alone. */
function pageOf(
  form: FormUnderTest,
  formData: Record<string, unknown>,
  rjsf: boolean,
  errorSchema: ErrorSchema = {},
): { html: string; questions: string[] } {
  const { container, unmount } = render(
    <StepForm
      className="quote-step-form"
      schema={form.schema as RJSFSchema}
      uiSchema={uiForAnswers(form.uiSchema, formData)}
      formData={formData}
      validator={form.validator}
      templates={templates}
      widgets={widgets}
      fields={rjsf ? rjsfOnly : fields}
      formContext={allOpen}
      idPrefix="root"
      idSeparator="."
      errorSchema={errorSchema}
      onChange={() => undefined}
      onBlur={() => undefined}
    >
      <span />
    </StepForm>,
  );
  const html = withIdsInOrder(container.innerHTML);
  const questions = [...container.querySelectorAll('[data-field]')].map(
    (el) => el.getAttribute('data-field') ?? '',
  );
  unmount();
  return { html, questions };
}

/**
 * React's own ids (useId: a help text, a list's menu) named by their order in the page: React makes
 * them from a component's place in its tree, which is what differs.
 */
function withIdsInOrder(html: string): string {
  const order = new Map<string, number>();
  return html.replace(/_r_[0-9a-z]+_/g, (id) => {
    if (!order.has(id)) order.set(id, order.size);
    return `react-id-${order.get(id)}`;
  });
}

/**
 * The pages of both ways the same, first as they are, then with a message on every question shown
 * (all of them shown but those the UI schema hides).
 */
function expectSamePage(form: FormUnderTest, formData: Record<string, unknown>, hiddenMessages = 0) {
  const ours = pageOf(form, formData, false);
  expect(ours.html).toContain('<input');
  expectSame(ours.html, pageOf(form, formData, true).html);
  const messages = ours.questions.map((id) => ({ path: pathOfFieldId(id), message: `A message on ${id}` }));
  const withMessages = pageOf(form, formData, false, toErrorSchema(messages)).html;
  expect(withMessages.split('class="error-message field__error"').length - 1).toBe(
    messages.length - hiddenMessages,
  );
  expectSame(withMessages, pageOf(form, formData, true, toErrorSchema(messages)).html);
}

/** The same page, or where they part. */
function expectSame(ours: string, theirs: string) {
  if (ours === theirs) return;
  let at = 0;
  while (ours[at] === theirs[at]) at++;
  expect(ours.slice(Math.max(0, at - 300), at + 300)).toBe(theirs.slice(Math.max(0, at - 300), at + 300));
}

describe.each(quoteSteps.map((step) => ({ step, id: step.id })))('step $id', ({ step }) => {
  const cases = stepAnswerCases(step.schema, lists);

  it.each(cases)('is the page RJSF renders: $name', ({ formData }) =>
    expectSamePage(appForm(step), formData),
  );
});

describe("the buying screens' forms", () => {
  it.each(Object.values(screenForms))('$id is the page RJSF renders', (form) => {
    expectSamePage(
      appForm({ id: form.id, schema: form.schema, uiSchema: deriveUiSchema(form.schema, form.ui) }),
      {},
    );
  });
});

describe('a form with every kind of question RJSF renders', () => {
  // What the app's forms do not use today, so that the plan's rules are RJSF's for them too: RJSF's
  // own widgets (text, email, select, radio, textarea, hidden), a checkbox by default, a title,
  // placeholder and help from the UI schema, a hidden message, a question disabled, read only or
  // without its label, an optional yes/no.
  const text = (title: string) => ({ type: 'string', title });
  const form: FormUnderTest = {
    validator: customizeValidator(),
    schema: {
      type: 'object',
      required: ['free', 'email', 'choice', 'agree', 'kept', 'count', 'seats', 'radio'],
      properties: {
        free: text('Free text'),
        email: { type: 'string', format: 'email', title: 'Email' },
        choice: { type: 'string', enum: ['a', 'b'], title: 'A choice' },
        agree: { type: 'boolean', title: 'I agree' },
        kept: { type: 'boolean', title: 'Kept at home?' },
        maybe: { type: 'boolean', title: 'Anything else?' },
        count: { type: 'integer', title: 'How many?' },
        seats: { type: 'integer', enum: [2, 3], title: 'Seats' },
        radio: { type: 'string', enum: ['x', 'y'], title: 'Pick one' },
        secret: { type: 'string' },
        titled: text('The schema title'),
        quiet: text('A hidden message'),
        off: text('Disabled'),
        fixed: { type: 'string', title: 'Read only', readOnly: true },
        unlabelled: text('No label'),
        long: text('Long answer'),
      },
    },
    uiSchema: {
      kept: { 'ui:widget': 'yes-no' },
      maybe: { 'ui:widget': 'yes-no' },
      count: { 'ui:widget': 'number-input' },
      seats: { 'ui:widget': 'list-select' },
      radio: { 'ui:widget': 'radio' },
      secret: { 'ui:widget': 'hidden' },
      titled: { 'ui:title': 'The UI title', 'ui:placeholder': 'Type here', 'ui:help': 'Some help' },
      quiet: { 'ui:hideError': true },
      off: { 'ui:disabled': true },
      unlabelled: { 'ui:label': false },
      long: { 'ui:widget': 'textarea' },
    },
  };

  it('is the page RJSF renders, unanswered and answered', () => {
    expectSamePage(form, {}, 1);
    expectSamePage(
      form,
      { free: 'x', email: 'a@b.co', choice: 'b', agree: true, kept: false, count: 3, seats: 2, radio: 'y' },
      1,
    );
  });
});
