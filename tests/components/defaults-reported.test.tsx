/**
 * A step form fills in its schema's defaults and tells the screen of them after the step has shown:
 * in a transition, not as an update React renders again in the task that first shows the step
 * (about 50 ms at 4x on a new quote, Lighthouse's longest task on /quote/create).
 */
import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { quoteSteps } from '#forms/quote-steps.ts';
import { renderOutsideAct } from './support/outside-act';
import { StepUnderTest } from './support/step-under-test';

renderOutsideAct();

it('tells the screen the answers with their defaults after it shows the step', async () => {
  const step = quoteSteps.find((s) => s.id.startsWith('1-')) ?? quoteSteps[0];
  const reported: Record<string, unknown>[] = [];
  let screenRenders = 0;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StepUnderTest step={step} onChange={(data) => reported.push(data)} onRender={() => screenRenders++} />,
    ),
  );

  // Told at once (the step has defaults for a new quote), but not rendered again in this task.
  expect(reported).toHaveLength(1);
  expect(reported[0]).not.toEqual({});
  expect(screenRenders).toBe(1);
  await waitFor(() => expect(screenRenders).toBe(2));
  expect(reported).toHaveLength(1);
  root.unmount();
  container.remove();
});
