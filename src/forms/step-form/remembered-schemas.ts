/**
 * RJSF's fields work a question's schema out again on every render: `retrieveSchema` resolves its
 * references and conditions (each condition a validation), `isFilesArray` and `getDisplayLabel` do
 * the same for their own answers. A repeater's Add or Remove re-renders every item of the list, and
 * that was 40% of the click's render on the largest step (CPU profile at 4x). Their answers depend
 * only on the schema, the answers (or UI schema) and the form's root schema and validator, which a
 * SchemaUtils keeps, and answers are never changed in place (form-data.ts): so each is remembered
 * per schema object and answers object (decision 053). Answers that are not objects are few and
 * cheap to resolve, and are not remembered.
 */
import type { SchemaUtilsType } from '@rjsf/utils';

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

/** The same SchemaUtils, remembering what its fields ask again on every render. */
export function withRememberedSchemas<U extends SchemaUtilsType>(utils: U): U {
  const retrieve = utils.retrieveSchema.bind(utils);
  const files = utils.isFilesArray.bind(utils);
  const label = utils.getDisplayLabel.bind(utils);
  const retrieved = memory<ReturnType<SchemaUtilsType['retrieveSchema']>>();
  const filesArrays = memory<boolean>();
  const labelsNone = memory<boolean>();
  const labelsBy = new WeakMap<Key, ReturnType<typeof memory<boolean>>>();
  const labelsFor = (options: unknown) => {
    if (!isKey(options)) return labelsNone;
    let found = labelsBy.get(options);
    if (!found) labelsBy.set(options, (found = memory<boolean>()));
    return found;
  };
  utils.retrieveSchema = ((schema, formData, resolveRefs) => {
    if (resolveRefs !== undefined || !isKey(schema) || (formData !== undefined && !isKey(formData)))
      return retrieve(schema, formData, resolveRefs);
    return retrieved(schema, formData, () => retrieve(schema, formData));
  }) as U['retrieveSchema'];
  utils.isFilesArray = ((schema, uiSchema) =>
    isKey(schema) && (uiSchema === undefined || isKey(uiSchema))
      ? filesArrays(schema, uiSchema, () => files(schema, uiSchema))
      : files(schema, uiSchema)) as U['isFilesArray'];
  utils.getDisplayLabel = ((schema, uiSchema, globalOptions) =>
    isKey(schema) && (uiSchema === undefined || isKey(uiSchema))
      ? labelsFor(globalOptions)(schema, uiSchema, () => label(schema, uiSchema, globalOptions))
      : label(schema, uiSchema, globalOptions)) as U['getDisplayLabel'];
  return utils;
}
