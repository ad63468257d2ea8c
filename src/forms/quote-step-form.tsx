import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { memo, useCallback, useMemo, useRef, type ReactNode } from 'react';
import type { FormContext } from '#domain/form-services.ts';
import type { QuoteStep } from './quote-steps';
import type { FormId } from './validation/form-ids';
import { fields, widgets } from '#widgets/registry.ts';
import { StepForm } from './step-form/step-form';
import { templates } from './theme/templates';
import { uiForAnswers } from './ui-schema/disabled-when';
import { stepValidation } from '#step-validators';
import './forms.css';

/** What a form renders: a step of the quote form, or a buying screen's form. */
export type RenderedForm = Pick<QuoteStep, 'schema' | 'uiSchema'> & { id: FormId };

export interface QuoteStepFormProps {
  step: RenderedForm;
  formData: Record<string, unknown>;
  extraErrors: ErrorSchema;
  formContext: FormContext;
  onChange(formData: Record<string, unknown>): Record<string, unknown> | void;
  onBlurField(id: string): void;
  children: ReactNode;
}

/**
 * One form for one step of the quote form (or a buying screen). The form validates nothing itself:
 * the step shows the messages its parent computes, only for touched fields until Continue (SPEC.md 5).
 */
export const QuoteStepForm = memo(function QuoteStepForm(props: QuoteStepFormProps) {
  const { step, formData, extraErrors, formContext, onChange, onBlurField, children } = props;
  const uiSchema = useMemo(() => uiForAnswers(step.uiSchema, formData), [step.uiSchema, formData]);
  // The form's items ask whether their answers are sound when they first show (decision 055). The
  // answers are read when asked, so the context keeps its identity and no question re-renders for it;
  // the step's validation keeps its last answers' messages, so the items of one render share one run.
  const answers = useRef(formData);
  answers.current = formData;
  const problemsUnder = useCallback(
    (path: string) =>
      stepValidation(step.id)
        .validate(answers.current)
        .some((m) => m.path.startsWith(`${path}.`)),
    [step.id],
  );
  // A context that says itself which items are sound (a test opening every item) is kept.
  const context = useMemo(
    () => (formContext.problemsUnder ? formContext : { ...formContext, problemsUnder }),
    [formContext, problemsUnder],
  );
  return (
    <StepForm
      className="quote-step-form"
      schema={step.schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={formData}
      validator={stepValidation(step.id).validator}
      templates={templates}
      widgets={widgets}
      fields={fields}
      formContext={context}
      idPrefix="root"
      idSeparator="."
      errorSchema={extraErrors}
      onChange={onChange}
      onBlur={onBlurField}
    >
      {children}
    </StepForm>
  );
});
