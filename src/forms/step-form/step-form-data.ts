/**
 * How a step form's answers move on a change: what @rjsf/core's Form does (the value set at its path,
 * the schema's defaults filled in, answers the new conditions no longer fit sanitised, a cleared
 * answer kept cleared), done only when the change can matter to the schema, and with every
 * unchanged branch kept.
 */
import { deepEquals, type FieldPathList, type SchemaUtilsType } from '@rjsf/utils';
import { reshare, setIn } from './form-data';

export type Data = Record<string, unknown>;
export type SchemaUtils = SchemaUtilsType;

/** The answers with the schema's defaults (`generated`: defaults were filled in before). */
export function withDefaults(utils: SchemaUtils, answers: Data, generated: boolean): Data {
  const filled = utils.getDefaultFormState(utils.getRootSchema(), answers, false, generated) as Data;
  return reshare(answers, filled);
}

/** The last property name on a path (an array item's change belongs to its array's property). */
function keyOf(path: FieldPathList): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return String(path[i]);
  return undefined;
}

/**
 * Whether a change can show or hide questions or add items: a whole object or list (a repeater's
 * Add and Remove, a lookup's result), a yes/no, or an answer some condition reads. Typing in any
 * other question cannot, so the schema is not walked for it.
 */
export function changeReachesSchema(
  drivers: ReadonlySet<string>,
  path: FieldPathList,
  value: unknown,
): boolean {
  if (path.length === 0) return true;
  if (value !== null && typeof value === 'object') return true;
  if (typeof value === 'boolean' || value === null) return true;
  const key = keyOf(path);
  return key === undefined || drivers.has(key);
}

const MAX_SANITISE_ROUNDS = 3;

/** The answers after one field's change, as RJSF's Form would have them. */
export function answersAfterChange(
  utils: SchemaUtils,
  drivers: ReadonlySet<string>,
  before: Data,
  path: FieldPathList,
  value: unknown,
): Data {
  const isRoot = path.length === 0;
  const isArrayItem = typeof path[path.length - 1] === 'number';
  // An emptied array item is null (as RJSF's ArrayField sends it, so the validator sees a value).
  const leaf = value === undefined && isArrayItem ? null : value;
  const set = (isRoot ? leaf : setIn(before, path, leaf)) as Data;
  if (!changeReachesSchema(drivers, path, value)) return set;

  const root = utils.getRootSchema();
  const scalar = value === null || typeof value !== 'object';
  const previousSchema = utils.retrieveSchema(root, before);
  let answers = set;
  let filled = utils.getDefaultFormState(root, answers, false, true) as Data;
  for (let round = 0; !isRoot && scalar && round < MAX_SANITISE_ROUNDS; round++) {
    const sanitised = utils.sanitizeDataForNewSchema(
      utils.retrieveSchema(root, filled),
      previousSchema,
      filled,
    ) as Data;
    if (deepEquals(sanitised, filled)) break;
    answers = sanitised;
    filled = utils.getDefaultFormState(root, answers, false, true) as Data;
  }
  // A cleared answer stays cleared even where the schema has a default for it.
  if (!isRoot && value === undefined && !isArrayItem) filled = setIn(filled, path, undefined) as Data;
  return reshare(before, filled);
}
