import { prefetchLists } from '#api/get-lists.ts';
import { loadFormParts } from '#forms/form-parts.ts';
import { typedLists } from '#forms/typed-lists.ts';
import { quoteSteps } from '#forms/quote-steps.ts';
import { readDraft } from './quote-draft';

/**
 * Starts fetching the parts (validators, lazy widgets, the lists its type-ahead answers are named
 * from) of the step a new quote opens on: the step
 * its saved draft was left at, else the first. Called when the screen's code arrives, so they come
 * in alongside the screen instead of after its first render asks for them (the form waits for them
 * before it shows the step). A failure here is left to that request, which says why.
 */
export function prefetchOpenStep(): void {
  const saved = readDraft(null)?.step;
  const index = typeof saved === 'number' && quoteSteps[saved] ? saved : 0;
  const step = quoteSteps[index];
  loadFormParts(step.id, step.uiSchema).catch(() => undefined);
  prefetchLists(typedLists(step.schema, step.uiSchema));
}

/**
 * `prefetchOpenStep` in a task of its own, after the one that evaluates the screen's code: that
 * task was the page's longest (about 140 ms at 4x on /quote/create, 45 of them this prefetch's
 * script and stylesheet links), and Lighthouse counts every millisecond of a task past 50 as
 * blocking. The fetches start a task later, well before the step's first render asks for them.
 */
export function prefetchOpenStepSoon(): void {
  setTimeout(prefetchOpenStep, 0);
}
