import { getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import type { ReactElement, ReactNode } from 'react';
import { HelpToggle } from './help-toggle';

/** Widgets that render a group of controls, labelled by a legend rather than a label. */
const GROUP_WIDGETS = new Set(['yes-no', 'radio']);

/** What a question's frame shows around its control. */
export interface QuestionFrameProps {
  id: string;
  label: string;
  /** The messages on the answer (the first is shown). */
  rawErrors?: string[];
  /** The tooltip text (ui:help). */
  rawHelp?: string;
  hidden: boolean;
  required: boolean;
  displayLabel: boolean;
  /** The question's ui:widget: a checkbox, a group (legend) or one control (label). */
  widget: unknown;
  /** An object, a repeater or a field of its own: it frames its own questions. */
  container: boolean;
  children: ReactNode;
}

/**
 * One question: its label (or legend), help toggle, control and error. Errors come from the step's
 * own validation, which only reports fields that were touched and validated (SPEC.md 5). A plain
 * function, not a component: RJSF's FieldTemplate and the step's questions (question-field.tsx)
 * both frame with it, and a question is then no component deeper.
 */
export function questionFrame(props: QuestionFrameProps): ReactElement {
  const { id, label, children, rawErrors, rawHelp, hidden, required, displayLabel, widget } = props;
  if (hidden) return <div hidden>{children}</div>;
  const error = rawErrors?.[0];
  const errorId = `${id}__error`;
  if (props.container) return <div className="field field--group">{children}</div>;
  const errorText = error ? (
    <p id={errorId} className="error-message field__error">
      {error}
    </p>
  ) : null;
  const help = rawHelp ? <HelpToggle text={rawHelp} question={label} /> : null;
  const className = `field${error ? ' field--error' : ''}`;

  if (widget === 'checkbox') {
    return (
      <div className={className} data-field={id}>
        <div className="checkbox-row">
          {children}
          <label htmlFor={id} id={`${id}-label`}>
            {label}
          </label>
        </div>
        {errorText}
        {help}
      </div>
    );
  }
  if (typeof widget === 'string' && GROUP_WIDGETS.has(widget)) {
    return (
      <fieldset
        className={`${className} field--fieldset`}
        data-field={id}
        aria-describedby={error ? errorId : undefined}
      >
        <legend id={`${id}-label`} className="field__label">
          {/* A required question's legend is its label alone: one text node, not two. */}
          {required ? (
            label
          ) : (
            <>
              {label}
              <span className="field__optional"> (optional)</span>
            </>
          )}
        </legend>
        {help}
        {errorText}
        {children}
      </fieldset>
    );
  }
  return (
    <div className={className} data-field={id}>
      {displayLabel && label ? (
        <label htmlFor={id} id={`${id}-label`} className="field__label">
          {label}
        </label>
      ) : null}
      {help}
      {errorText}
      {children}
    </div>
  );
}

/** RJSF's FieldTemplate: the question frame, for what RJSF's SchemaField renders (objects, repeaters, fields). */
export function FieldTemplate(props: FieldTemplateProps) {
  const { schema, uiSchema, rawHelp } = props;
  const options = getUiOptions(uiSchema);
  return questionFrame({
    id: props.id,
    label: props.label,
    rawErrors: props.rawErrors,
    rawHelp: typeof rawHelp === 'string' ? rawHelp : undefined,
    hidden: Boolean(props.hidden),
    required: Boolean(props.required),
    displayLabel: Boolean(props.displayLabel),
    widget: options.widget,
    container: schema.type === 'object' || schema.type === 'array' || Boolean(options.field),
    children: props.children,
  });
}
