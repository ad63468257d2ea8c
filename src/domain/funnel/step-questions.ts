/** Each quote-form step's questions, from the schema files (the same reader the form renders from). */
import { quoteForm } from '#domain/schema/quote-form.ts';
import { questionsOfShape } from './question-paths';

/** Each step's, once asked for (a page opens on one step). */
const QUESTIONS = new Map<string, ReadonlySet<string>>();

/** The questions of a step of the quote form (none for a page). */
export function questionsOfStep(step: string): ReadonlySet<string> {
  let found = QUESTIONS.get(step);
  if (!found) {
    if (!quoteForm.steps.some((s) => s.id === step)) return new Set();
    found = new Set(questionsOfShape(quoteForm.shape(step)));
    QUESTIONS.set(step, found);
  }
  return found;
}
