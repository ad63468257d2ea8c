import { useState } from 'react';
import type { ErrorSchema } from '@rjsf/utils';
import type { FormServices } from '#domain/form-services.ts';
import { QuoteStepForm } from '#forms/quote-step-form.tsx';
import type { QuoteStep } from '#forms/quote-steps.ts';
import { loadReferenceLists, optionsByName } from '#server/lists/reference-lists.ts';
import { createFakeServices } from '#widgets/shared/fake-services.ts';

/** Fake services with every reference list the server has, all in at once (no question waits). */
export function servicesWithEveryList(): FormServices {
  const lists = optionsByName(loadReferenceLists());
  return createFakeServices({
    lists: Object.fromEntries([...lists].map(([name, options]) => [name, [...options]])),
    cached: [...lists.keys()],
  });
}

export interface StepUnderTestProps {
  step: QuoteStep;
  /** The answers the step opens with. */
  initial?: Record<string, unknown>;
  extraErrors?: ErrorSchema;
  services?: FormServices;
  /** Every answer the form reports, as it reports it. */
  onChange?(answers: Record<string, unknown>): void;
  /** Called on each render of the screen that holds the answers. */
  onRender?(): void;
}

/** A step as the quote form holds it: the answers it reports are the answers it shows next. */
export function StepUnderTest(props: StepUnderTestProps) {
  const [answers, setAnswers] = useState(props.initial ?? {});
  // One form context for the form's life, as the quote form's screen keeps it: a new one each render
  // would make every question render again on every change.
  const [formContext] = useState(() => ({ services: props.services ?? createFakeServices() }));
  props.onRender?.();
  return (
    <QuoteStepForm
      step={props.step}
      formData={answers}
      extraErrors={props.extraErrors ?? {}}
      formContext={formContext}
      onChange={(next) => {
        props.onChange?.(next);
        setAnswers(next);
      }}
      onBlurField={() => undefined}
    >
      <span />
    </QuoteStepForm>
  );
}
