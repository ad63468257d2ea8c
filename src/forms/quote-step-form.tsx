import Form, { type IChangeEvent } from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import { forwardRef, memo, useMemo, type ReactNode } from 'react';
import type { FormContext } from '#domain/form-services.ts';
import type { QuoteStep } from './quote-steps';
import type { FormId } from './validation/form-ids';
import { fields, widgets } from '#widgets/registry.ts';
import { templates } from './theme/templates';
import { uiForAnswers } from './ui-schema/disabled-when';
import { stepValidation } from '#step-validators';
import './forms.css';

/**
 * Defaults only where the schema gives one: an unanswered yes/no stays unanswered (not false), and a
 * condition's const is never taken for an answer.
 */
const DEFAULTS_BEHAVIOUR = { requiredBooleanDefault: 'skip', constAsDefaults: 'never' } as const;

/** What a form renders: a step of the quote form, or a buying screen's form. */
export type RenderedForm = Pick<QuoteStep, 'schema' | 'uiSchema'> & { id: FormId };

export interface QuoteStepFormProps {
  step: RenderedForm;
  formData: Record<string, unknown>;
  extraErrors: ErrorSchema;
  formContext: FormContext;
  onChange(formData: Record<string, unknown>): void;
  onBlurField(id: string): void;
  children: ReactNode;
}

/**
 * One RJSF Form for one step of the quote form. RJSF's own validation is off: the step shows the
 * messages its parent computes, only for touched fields until Continue (SPEC.md 5).
 */
export const QuoteStepForm = memo(
  forwardRef<Form, QuoteStepFormProps>(function QuoteStepForm(props, ref) {
    const { step, formData, extraErrors, formContext, onChange, onBlurField, children } = props;
    const uiSchema = useMemo(() => uiForAnswers(step.uiSchema, formData), [step.uiSchema, formData]);
    return (
      <Form
        ref={ref}
        className="quote-step-form"
        schema={step.schema}
        uiSchema={uiSchema}
        formData={formData}
        validator={stepValidation(step.id).validator}
        templates={templates}
        widgets={widgets}
        fields={fields}
        formContext={formContext}
        idPrefix="root"
        idSeparator="."
        noValidate
        noHtml5Validate
        showErrorList={false}
        extraErrors={extraErrors}
        experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
        onChange={(event: IChangeEvent) => onChange(event.formData as Record<string, unknown>)}
        onBlur={(id: string) => onBlurField(id)}
        onSubmit={() => undefined}
      >
        {children}
      </Form>
    );
  }),
);
