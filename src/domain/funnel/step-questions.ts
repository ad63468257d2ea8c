/** Each quote-form step's questions, from the schema files (the same reader the form renders from). */
import { quoteForm } from '#domain/schema/quote-form.ts';
import { questionsOfShape } from './question-paths';

const QUESTIONS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  quoteForm.steps.map((s) => [s.id, new Set(questionsOfShape(quoteForm.shape(s.id)))]),
);

/** The questions of a step of the quote form (none for a page). */
export const questionsOfStep = (step: string): ReadonlySet<string> => QUESTIONS.get(step) ?? new Set();
