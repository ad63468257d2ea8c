import type { ListOption } from '#domain/contract/lookups.ts';
import { setAt, type Segment } from '#domain/effects/data-paths.ts';
import { isObject, matches, resolve, shapeOf, type Schema, type Shape } from '#domain/schema/schema-walk.ts';
import { completeRisk } from './examples';

/** One answer to give: where, and what. */
export interface Answer {
  path: Segment[];
  value: unknown;
}

/** One branch of one condition ("if") of a step, with the answers that lead to it. */
export interface ConditionCase {
  /** Readable: "drivers.proposer.claims.0 if type_of_claim -> then". */
  name: string;
  /** The answers that take this branch, and those of the branches it sits in (has_claims before a claim's type). */
  answers: Answer[];
}

type Lists = ReadonlyMap<string, readonly ListOption[]>;

/** The values a question could be given: its enum, its list's values, yes/no, or small numbers. */
function candidates(shape: Shape | undefined, lists: Lists): unknown[] {
  if (!shape || shape.kind !== 'leaf') return [];
  const found: unknown[] = [];
  for (const variant of shape.variants) {
    if (Array.isArray(variant.enum)) found.push(...variant.enum);
    if ('const' in variant) found.push(variant.const);
    const list = variant['in-list'];
    if (typeof list === 'string') found.push(...(lists.get(list) ?? []).map((o) => o.value));
    if (variant.type === 'boolean') found.push(true, false);
    if (variant.type === 'integer' || variant.type === 'number') found.push(0, 1, 2, 3, 4, 5, 10);
  }
  return [...new Set(found)];
}

/**
 * Answers that make a condition hold (want true) or fail (want false): each tested question is given
 * the first value it could take that matches (or, failing the condition, the first that does not match
 * its first tested question).
 */
function answersFor(
  condition: Schema,
  shape: Shape | undefined,
  path: Segment[],
  want: boolean,
  root: Schema,
  lists: Lists,
): Answer[] {
  const tested = Object.entries(isObject(condition.properties) ? condition.properties : {});
  const answers: Answer[] = [];
  for (const [name, test] of want ? tested : tested.slice(0, 1)) {
    if (!isObject(test)) continue;
    const child = shape?.kind === 'object' ? shape.properties[name] : undefined;
    if (isObject(test.properties)) {
      answers.push(...answersFor(test, child, [...path, name], want, root, lists));
      continue;
    }
    const value = candidates(child, lists).find((v) => matches(test, v, root) === want);
    if (value === undefined)
      throw new Error(`No value ${want ? 'meets' : 'fails'} ${[...path, name].join('.')}`);
    answers.push({ path: [...path, name], value });
  }
  return answers;
}

function walk(
  schema: Schema,
  shape: Shape | undefined,
  path: Segment[],
  given: Answer[],
  root: Schema,
  lists: Lists,
  out: ConditionCase[],
) {
  const s = resolve(schema, root);
  for (const part of Array.isArray(s.allOf) ? s.allOf : [])
    if (isObject(part)) walk(part, shape, path, given, root, lists, out);
  if (isObject(s.if)) {
    const tested = Object.keys(isObject(s.if.properties) ? s.if.properties : {}).join(', ');
    for (const branch of ['then', 'else'] as const) {
      const answers = [...given, ...answersFor(s.if, shape, path, branch === 'then', root, lists)];
      out.push({ name: `${path.join('.') || '(step)'} if ${tested} -> ${branch}`, answers });
      const next = s[branch];
      if (isObject(next)) walk(next, shape, path, answers, root, lists, out);
    }
  }
  if (shape?.kind === 'object' && isObject(s.properties))
    for (const [name, sub] of Object.entries(s.properties))
      if (isObject(sub)) walk(sub, shape.properties[name], [...path, name], given, root, lists, out);
  if (shape?.kind === 'array' && isObject(s.items))
    walk(s.items, shape.items ?? undefined, [...path, 0], given, root, lists, out);
}

/**
 * Every branch of every condition of a step schema (both "then" and "else", nested ones inside the
 * branches and repeated items that reveal them), each with the answers that take it: read from the
 * schema, so a new condition is walked with no change to the tests.
 */
export function conditionCases(schema: Schema, lists: Lists): ConditionCase[] {
  const out: ConditionCase[] = [];
  walk(schema, shapeOf([schema], schema), [], [], schema, lists, out);
  return out;
}

/** The data with the answers given (arrays created where an answer names an item). */
export function withAnswers<T>(data: T, answers: readonly Answer[]): T {
  return answers.reduce<unknown>((acc, a) => setAt(acc, a.path, a.value), data) as T;
}

/** One set of answers to render a step with. */
export interface AnswersCase {
  name: string;
  formData: Record<string, unknown>;
}

/**
 * A step's answers to render it with: none, the complete example, and each branch of each of its
 * conditions taken from the complete example; answers alike (a branch the example, or another
 * branch, already takes) once.
 */
export function stepAnswerCases(schema: Schema, lists: Lists): AnswersCase[] {
  const all: AnswersCase[] = [
    { name: 'unanswered', formData: {} },
    { name: 'the complete example', formData: completeRisk() },
    ...conditionCases(schema, lists).map((c) => ({
      name: c.name,
      formData: withAnswers(completeRisk(), c.answers),
    })),
  ];
  return [...new Map(all.map((c) => [JSON.stringify(c.formData), c])).values()];
}
