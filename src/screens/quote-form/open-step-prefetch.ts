import { prefetchLists } from '#api/get-lists.ts';
import { formLists, loadFormParts } from '#forms/form-parts.ts';
import { quoteSteps } from '#forms/quote-steps.ts';
import { readDraft } from './quote-draft';

/**
 * Fetches the parts (validators, lazy widgets, the lists its type-ahead answers are named from) of
 * the step a new quote opens on: the step its saved draft was left at, else the first. Answers once
 * they are in or could not be fetched: a failure is left to the step's own request as it opens,
 * which says why.
 */
export function prefetchOpenStep(): Promise<void> {
  const saved = readDraft(null)?.step;
  const index = typeof saved === 'number' && quoteSteps[saved] ? saved : 0;
  const step = quoteSteps[index];
  return Promise.all([loadFormParts(step.id).catch(() => undefined), prefetchLists(formLists(step.id))]).then(
    () => undefined,
  );
}

let opening: Promise<void> | undefined;

/**
 * `prefetchOpenStep`, once per page, in a task of its own after the one that evaluates the screen's
 * code: that task was the page's longest (about 140 ms at 4x on /quote/create, 45 of them this
 * prefetch's script and stylesheet links), and Lighthouse counts every millisecond of a task past 50
 * as blocking. Started as the screen's code arrives, so the parts come in alongside it; the page's
 * first render waits for them (decision 066), and shows the step in that render.
 */
export function openStepReady(): Promise<void> {
  opening ??= new Promise((resolve) => setTimeout(resolve, 0)).then(prefetchOpenStep);
  return opening;
}
