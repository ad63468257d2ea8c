import { useMemo, useState } from 'react';
import { toErrorSchema } from '#forms/error-schema.ts';
import { applyEffects } from '#domain/effects/apply-effects.ts';
import { QuoteStepForm } from '#forms/quote-step-form.tsx';
import { quoteForm } from '#domain/schema/quote-form.ts';
import { quoteSteps } from '#forms/quote-steps.ts';
import { stepValidation } from '#step-validators';
import { storyServices } from './story-services';

/**
 * One quote-form step rendered from schemas/, as the quote form renders it: with the shipped
 * lists, the effects and, when asked, every message of the step (as after a failed Continue).
 */
export function QuoteStepStory({
  step,
  formData,
  showErrors,
  showAnswers,
}: {
  step: number;
  formData: Record<string, unknown>;
  showErrors?: boolean;
  /** Also show the answers as stored (after the UI schema's effects), for trying conditions. */
  showAnswers?: boolean;
}) {
  const [data, setData] = useState(formData);
  const formContext = useMemo(() => ({ services: storyServices() }), []);
  const quoteStep = quoteSteps[step];
  const errors = showErrors ? toErrorSchema(stepValidation(quoteStep.id).validate(data)) : {};
  const panel = (
    <div className="step-panel step-panel--open">
      <h2 className="step-panel__heading">
        {quoteStep.number}. {quoteStep.title}
      </h2>
      <div className="step-panel__body">
        <QuoteStepForm
          step={quoteStep}
          formData={data}
          extraErrors={errors}
          formContext={formContext}
          onChange={(next) => setData((previous) => applyEffects(previous, next, quoteForm.effects))}
          onBlurField={() => undefined}
        >
          <span />
        </QuoteStepForm>
      </div>
    </div>
  );
  if (!showAnswers) return panel;
  return (
    <>
      {panel}
      <details className="story-answers">
        <summary>Answers as stored</summary>
        <pre>{JSON.stringify(data, null, 2)}</pre>
      </details>
    </>
  );
}
