/**
 * RJSF's fields work a question's schema out again on every render: `retrieveSchema` resolves its
 * references and conditions (each condition a validation), `isFilesArray`, `getDisplayLabel`,
 * `isSelect` and `isMultiSelect` (a text or list question's widget) do the same for their own
 * answers. A repeater's Add or Remove re-renders every item of the list, and that was 40% of the
 * click's render on the largest step (CPU profile at 4x). Their answers depend
 * only on the schema, the answers (or UI schema) and the form's root schema and validator, which a
 * SchemaUtils keeps, and answers are never changed in place (form-data.ts): so each is remembered
 * per schema object and answers object (decision 053).
 *
 * A resolved schema depends only on the answers its conditions read (`answersReadByResolution`): a
 * driver's schema is the same for every driver whose answers to those are the same, and stays the
 * same while the customer adds a claim or types a name; a question without conditions resolves the
 * same whatever its answer. So a schema is remembered by those answers where it can be, and is then
 * the same object each time: RJSF finds every question below it unchanged at once, and works each
 * question's label out once for all the items of a repeater (decision 058). Otherwise it is
 * remembered by answers object, and an answer that is not an object is resolved each time.
 */
import type { SchemaUtilsType } from '@rjsf/utils';
import { answersReadByResolution } from './condition-drivers';

type Key = object;
const isKey = (value: unknown): value is Key => value !== null && typeof value === 'object';

/** A two-level memory: by the first object, then by the second (or `undefined`). */
function memory<T>() {
  const byFirst = new WeakMap<Key, { none?: { value: T }; bySecond: WeakMap<Key, T> }>();
  return (first: Key, second: Key | undefined, work: () => T): T => {
    let entry = byFirst.get(first);
    if (!entry) byFirst.set(first, (entry = { bySecond: new WeakMap() }));
    if (second === undefined) return (entry.none ??= { value: work() }).value;
    if (!entry.bySecond.has(second)) entry.bySecond.set(second, work());
    return entry.bySecond.get(second) as T;
  };
}

/** An answer as part of a key: an unanswered question (absent or undefined) apart from null. */
const UNANSWERED = '\u0000unanswered';

const keyPart = (answer: unknown) => (answer === undefined ? UNANSWERED : answer);

/** How many different answers to its conditions one schema's resolutions are kept for. */
const MOST_KEPT = 64;

/**
 * The resolved schema of an object, remembered by the answers its resolution reads: a key of those
 * answers, for a schema that reads some by name; the schema alone, for one that reads none; `null`
 * (by answers object) for one that reads them as a whole.
 */
function byAnswersRead(root: Key) {
  const reads = new WeakMap<Key, ReadonlySet<string> | 'all'>();
  const kept = new WeakMap<Key, Map<string, unknown>>();
  return <T>(schema: Key, answers: unknown, work: () => T): { value: T } | null => {
    let names = reads.get(schema);
    if (names === undefined) reads.set(schema, (names = answersReadByResolution(schema, root)));
    if (names === 'all') return null;
    let key = '';
    if (names.size > 0) {
      if (!isKey(answers) || Array.isArray(answers)) return null;
      const given = answers as Record<string, unknown>;
      key = JSON.stringify([...names].map((name) => keyPart(given[name])));
    }
    let results = kept.get(schema);
    if (!results) kept.set(schema, (results = new Map()));
    if (!results.has(key)) {
      if (results.size >= MOST_KEPT) results.clear();
      results.set(key, work());
    }
    return { value: results.get(key) as T };
  };
}

/** An answer that depends on a schema alone, worked out once per schema object. */
function bySchema<S>(answers: WeakMap<Key, boolean>, schema: S, work: (schema: S) => boolean): boolean {
  if (!isKey(schema)) return work(schema);
  let answer = answers.get(schema);
  if (answer === undefined) answers.set(schema, (answer = work(schema)));
  return answer;
}

/** The same SchemaUtils, remembering what its fields ask again on every render. */
export function withRememberedSchemas<U extends SchemaUtilsType>(utils: U): U {
  const retrieve = utils.retrieveSchema.bind(utils);
  const files = utils.isFilesArray.bind(utils);
  const label = utils.getDisplayLabel.bind(utils);
  const select = utils.isSelect.bind(utils);
  const multiSelect = utils.isMultiSelect.bind(utils);
  // ObjectField asks with its anyOf/oneOf $refs resolved too (`true`), the other fields without: each
  // way is remembered apart. Neither reads answers beyond what the conditions read.
  const retrievals = [false, true].map(() => ({
    retrieved: memory<ReturnType<SchemaUtilsType['retrieveSchema']>>(),
    byAnswers: byAnswersRead(utils.getRootSchema()),
  }));
  const filesArrays = new WeakMap<Key, boolean>();
  const selects = new WeakMap<Key, boolean>();
  const multiSelects = new WeakMap<Key, boolean>();
  const labelsNone = memory<boolean>();
  const labelsBy = new WeakMap<Key, ReturnType<typeof memory<boolean>>>();
  const labelsFor = (options: unknown) => {
    if (!isKey(options)) return labelsNone;
    let found = labelsBy.get(options);
    if (!found) labelsBy.set(options, (found = memory<boolean>()));
    return found;
  };
  utils.retrieveSchema = ((schema, formData, resolveRefs) => {
    if (!isKey(schema)) return retrieve(schema, formData, resolveRefs);
    const { retrieved, byAnswers: retrievedByAnswers } = retrievals[resolveRefs === true ? 1 : 0];
    const work = () => retrieve(schema, formData, resolveRefs);
    if (formData === undefined) return retrieved(schema, undefined, work);
    const byAnswers = retrievedByAnswers(schema, formData, work);
    if (byAnswers) return byAnswers.value;
    return isKey(formData) ? retrieved(schema, formData, work) : work();
  }) as U['retrieveSchema'];
  // A list of files by its widget, else by its items' schema alone: ArrayField is given a new copy of
  // its UI schema on every render (SchemaField takes the class names out of it), so remembering by
  // the UI schema object never found it again.
  utils.isFilesArray = ((schema, uiSchema) =>
    (isKey(uiSchema) && (uiSchema as Record<string, unknown>)['ui:widget'] === 'files') ||
    bySchema(filesArrays, schema, (only) => files(only, undefined))) as U['isFilesArray'];
  // A question without a UI schema is given a new empty one on every render (resolveUiSchema): it
  // reads as none.
  utils.getDisplayLabel = ((schema, uiSchema, globalOptions) => {
    const ui = isKey(uiSchema) && Object.keys(uiSchema).length === 0 ? undefined : uiSchema;
    return isKey(schema) && (ui === undefined || isKey(ui))
      ? labelsFor(globalOptions)(schema, ui, () => label(schema, ui, globalOptions))
      : label(schema, ui, globalOptions);
  }) as U['getDisplayLabel'];
  // Whether a question picks from a list depends on its schema alone.
  utils.isSelect = ((schema) => bySchema(selects, schema, select)) as U['isSelect'];
  utils.isMultiSelect = ((schema) => bySchema(multiSelects, schema, multiSelect)) as U['isMultiSelect'];
  return utils;
}
