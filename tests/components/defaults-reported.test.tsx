/**
 * A step form fills in its schema's defaults and tells the screen of them after the step has shown:
 * in a transition, not as an update React renders again in the task that first shows the step
 * (about 50 ms at 4x on a new quote, Lighthouse's longest task on /quote/create).
 */
import { waitFor } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { QuoteStepForm } from '#forms/quote-step-form.tsx';
import { quoteSteps } from '#forms/quote-steps.ts';
import { createFakeServices } from '#widgets/shared/fake-services.ts';
import { renderOutsideAct } from './support/outside-act';

renderOutsideAct();

it('tells the screen the answers with their defaults after it shows the step', async () => {
  const step = quoteSteps.find((s) => s.id.startsWith('1-')) ?? quoteSteps[0];
  const reported: Record<string, unknown>[] = [];
  let screenRenders = 0;
  function Screen() {
    const [answers, setAnswers] = useState<Record<string, unknown>>({});
    screenRenders++;
    return (
      <QuoteStepForm
        step={step}
        formData={answers}
        extraErrors={{}}
        formContext={{ services: createFakeServices() }}
        onChange={(data) => {
          reported.push(data);
          setAnswers(data);
        }}
        onBlurField={() => undefined}
      >
        <span />
      </QuoteStepForm>
    );
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(<Screen />));

  // Told at once (the step has defaults for a new quote), but not rendered again in this task.
  expect(reported).toHaveLength(1);
  expect(reported[0]).not.toEqual({});
  expect(screenRenders).toBe(1);
  await waitFor(() => expect(screenRenders).toBe(2));
  expect(reported).toHaveLength(1);
  root.unmount();
  container.remove();
});
