import {
  deepEquals,
  RJSF_REF_CYCLE_KEY,
  type ErrorSchema,
  type FieldProps,
  type RJSFSchema,
} from '@rjsf/utils';
import { memo, useCallback, type ComponentType } from 'react';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import { questionFrame } from '#forms/theme/field-template.tsx';
import { questionPlan } from './question-plan';

/**
 * RJSF's SchemaField without its memo (React.memo's `type`): this one is memoised as it is, and the
 * objects and repeaters it renders are then no deeper than under RJSF's own.
 */
const SchemaFieldRender =
  (SchemaField as unknown as { type?: ComponentType<FieldProps> }).type ?? SchemaField;

/**
 * The form's SchemaField. A question (a text, number, yes/no or list answer with a widget) is
 * rendered here at once: its frame (questionFrame) around its widget, from a plan worked out once per
 * schema and UI schema (question-plan.ts). Under RJSF's SchemaField a question went through its
 * FieldTemplate, a Fragment, StringField or BooleanField and the widget's MergedWidget, four
 * components more, which worked its label, widget and options out again on every render (decision
 * 073). Objects, repeaters, fields of their own (ui:field) and anything else are RJSF's SchemaField's,
 * which renders their questions with this one.
 *
 * Memoised as RJSF's is: on deep equality of its props, functions alike.
 */
export const QuestionField = memo(function QuestionField(props: FieldProps) {
  const { registry, fieldPathId, onChange, formData, errorSchema, name } = props;
  const schema = isPlainQuestion(props.schema)
    ? registry.schemaUtils.retrieveSchema(props.schema as RJSFSchema, formData)
    : null;
  const plan = schema ? questionPlan(schema, props.uiSchema, registry) : null;
  // RJSF's StringField and SchemaField in one: the widget reports a value, the form hears its path
  // and the question's id.
  const onWidgetChange = useCallback(
    (value: unknown, errors?: ErrorSchema, id?: string) =>
      onChange(value, fieldPathId.path, errors, id || fieldPathId.$id),
    [onChange, fieldPathId],
  );
  if (!plan || !schema || props.wasPropertyKeyModified) return <SchemaFieldRender {...props} />;

  const id = fieldPathId.$id;
  const disabled = Boolean(plan.disabled ?? props.disabled);
  const readonly = Boolean(plan.readonly ?? (props.readonly || props.schema.readOnly || schema.readOnly));
  const hideError = plan.hideError ?? props.hideError;
  const autofocus = Boolean(plan.autofocus ?? props.autofocus);
  // The widget is told of the messages even when the UI schema hides them (ui:hideError), as RJSF's
  // SchemaField tells its field; the frame shows them only when not hidden.
  const rawErrors = errorSchema?.__errors as string[] | undefined;
  const required = Boolean(props.required);
  const { Widget } = plan;
  return questionFrame({
    id,
    label: plan.title || props.schema.title || schema.title || props.title || name,
    rawErrors: hideError ? undefined : rawErrors,
    rawHelp: plan.help,
    hidden: plan.hidden,
    required,
    displayLabel: plan.displayLabel,
    widget: plan.widgetName,
    container: false,
    children: (
      <Widget
        options={plan.options}
        schema={schema}
        uiSchema={plan.uiSchema}
        id={id}
        name={name}
        label={
          plan.boolean
            ? (plan.widgetTitle ?? schema.title ?? props.title ?? name)
            : (plan.widgetTitle ?? props.title ?? schema.title ?? name)
        }
        hideLabel={plan.hideLabel}
        hideError={hideError}
        value={formData}
        onChange={onWidgetChange}
        onBlur={props.onBlur}
        onFocus={props.onFocus}
        required={required}
        disabled={disabled}
        readonly={readonly}
        autofocus={autofocus}
        registry={registry}
        placeholder={plan.placeholder}
        rawErrors={rawErrors}
        htmlName={fieldPathId.name}
      />
    ),
  });
}, deepEquals);

/**
 * Whether a schema may be a plain question: not an object or a repeater, no choice of schemas, no
 * $ref cycle (a reference or condition is resolved first, and the plan decides).
 */
function isPlainQuestion(schema: FieldProps['schema']): boolean {
  const type = schema.type;
  return (
    type !== 'object' &&
    type !== 'array' &&
    !('anyOf' in schema) &&
    !('oneOf' in schema) &&
    !('properties' in schema) &&
    !('items' in schema) &&
    !(RJSF_REF_CYCLE_KEY in schema)
  );
}
