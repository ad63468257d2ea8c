import { getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { HelpToggle } from './help-toggle';

/** Widgets that render a group of controls, labelled by a legend rather than a label. */
const GROUP_WIDGETS = new Set(['yes-no', 'radio']);

/**
 * One question: its label (or legend), help toggle, control and error. Errors come from the step's
 * own validation, which only reports fields that were touched and validated (SPEC.md 5).
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawHelp, hidden, required, displayLabel, uiSchema, schema } = props;
  if (hidden) return <div hidden>{children}</div>;
  const widget = getUiOptions(uiSchema).widget;
  const isContainer =
    schema.type === 'object' || schema.type === 'array' || Boolean(getUiOptions(uiSchema).field);
  const error = rawErrors?.[0];
  const errorId = `${id}__error`;
  if (isContainer) return <div className="field field--group">{children}</div>;
  const errorText = error ? (
    <p id={errorId} className="error-message field__error">
      {error}
    </p>
  ) : null;
  const help = typeof rawHelp === 'string' && rawHelp ? <HelpToggle text={rawHelp} question={label} /> : null;
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
