/**
 * What the drop-off report says of a question: its title and the message a rule shows, read from the
 * schema files by the one schema reader (a question's text never lives in code).
 */
import fallback from '#schemas/messages.json';
import { quoteForm } from '#domain/schema/quote-form.ts';
import { allParts, isObject, type Schema, type Shape } from '#domain/schema/schema-walk.ts';

/** The shape of a question ("drivers.additional_drivers[].surname") within a step's shape. */
function shapeAt(shape: Shape | null, parts: string[]): Shape | null {
  if (!shape || parts.length === 0) return shape;
  const [head, ...rest] = parts;
  if (head === '[]') return shape.kind === 'array' ? shapeAt(shape.items, rest) : null;
  return shape.kind === 'object' ? shapeAt(shape.properties[head] ?? null, rest) : null;
}

const partsOf = (question: string) => question.split(/\.|(?=\[\])|(?<=\[\])/).filter((p) => p && p !== '.');

const joinParts = (parts: string[]) => parts.join('.').replaceAll('.[]', '[]');

function nodeOf(step: string, question: string): Shape | null {
  if (!quoteForm.steps.some((s) => s.id === step)) return null;
  return shapeAt(quoteForm.shape(step), partsOf(question));
}

/** The question's title as the form shows it (its path where the schemas give none). */
export function questionTitle(step: string, question: string): string {
  const title = nodeOf(step, question)?.variants.find((v) => typeof v.title === 'string')?.title;
  return typeof title === 'string' ? title : question;
}

/** A message in the question's schemas, their allOf parts and condition branches included. */
function messageIn(step: string, variants: Schema[], rule: string, property?: string): string | undefined {
  const root = quoteForm.step(step).schema;
  for (const v of variants.flatMap((variant) => allParts(variant, root))) {
    const em = v.errorMessage;
    if (typeof em === 'string') return em;
    if (!isObject(em)) continue;
    const text = property === undefined ? em[rule] : isObject(em[rule]) ? em[rule][property] : undefined;
    if (typeof text === 'string') return text;
  }
  return undefined;
}

/** The message a rule of a question shows, as the schemas declare it ({d} and {n} left as written). */
export function messageText(step: string, question: string, rule: string): string {
  if (!quoteForm.steps.some((s) => s.id === step)) return fallback.default;
  const parts = partsOf(question);
  const own = nodeOf(step, question);
  const text =
    rule === 'required'
      ? messageIn(step, nodeOf(step, joinParts(parts.slice(0, -1)))?.variants ?? [], rule, parts.at(-1))
      : messageIn(step, own?.variants ?? [], rule);
  const known = fallback as Record<string, string>;
  return text ?? known[rule] ?? fallback.default;
}
