/**
 * How a step form's answers move on a change: what @rjsf/core's Form does (the value set at its path,
 * the schema's defaults filled in, answers the new conditions no longer fit sanitised, a cleared
 * answer kept cleared), done only when the change can matter to the schema, and with every
 * unchanged branch kept.
 */
import { deepEquals, type FieldPathList, type RJSFSchema, type SchemaUtilsType } from '@rjsf/utils';
import { reshare, setIn } from './form-data';

export type Data = Record<string, unknown>;
export type SchemaUtils = SchemaUtilsType;

/**
 * Defaults only where the schema gives one: an unanswered yes/no stays unanswered (not false), and a
 * condition's const is never taken for an answer.
 */
export const DEFAULTS_BEHAVIOUR = { requiredBooleanDefault: 'skip', constAsDefaults: 'never' } as const;

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

const isNode = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The schema of the answer at `path`, each level resolved with its own answers (its conditions
 * applied); undefined where the path leaves what the schema names (a tuple's items, a property it
 * does not declare).
 */
function schemaAt(utils: SchemaUtils, answers: Data, path: FieldPathList): RJSFSchema | undefined {
  let schema = utils.getRootSchema();
  let data: unknown = answers;
  for (const key of path) {
    schema = utils.retrieveSchema(schema, data);
    const next = typeof key === 'number' ? schema.items : schema.properties?.[key];
    if (!isNode(next)) return undefined;
    schema = next as RJSFSchema;
    data =
      typeof key === 'number'
        ? Array.isArray(data)
          ? data[key]
          : undefined
        : isNode(data)
          ? data[key]
          : undefined;
  }
  return schema;
}

/** The answer at `path` (undefined where there is none). */
function answerAt(data: unknown, path: FieldPathList): unknown {
  return path.reduce<unknown>(
    (at, key) => (Array.isArray(at) || isNode(at) ? (at as Record<string, unknown>)[key] : undefined),
    data,
  );
}

/**
 * The answers with the schema's defaults filled in below `path` only, or undefined when they may
 * reach further. A new whole list or group (a repeater's Add or Remove, a lookup's result) can only
 * change questions above it through a condition, and every condition that reads into it names the
 * property holding it (conditionDrivers): when none does, its defaults are its own schema's, and
 * working them out over the whole step (every driver's claims) took about 1 ms a press at full speed.
 */
function withDefaultsBelow(
  utils: SchemaUtils,
  drivers: ReadonlySet<string>,
  before: Data,
  set: Data,
  path: FieldPathList,
): Data | undefined {
  const key = keyOf(path);
  if (key === undefined || drivers.has(key)) return undefined;
  const schema = schemaAt(utils, set, path);
  if (!schema) return undefined;
  const value = answerAt(set, path);
  const previous = answerAt(before, path);
  const filled = reshare(
    previous,
    itemsWithDefaults(utils, schema, previous, value) ??
      utils.getDefaultFormState(schema, value, false, true),
  );
  return filled === value ? set : (setIn(set, path, filled) as Data);
}

/**
 * A list's items with the defaults of its items' schema, worked out only for the items that are new
 * (an Add's item; nothing on a Remove): an item kept from the answers before had its defaults then.
 * Undefined when the list's own schema gives defaults of its own (a `default` with items, or
 * `minItems` to fill up to), which only the whole list's defaults have.
 */
function itemsWithDefaults(
  utils: SchemaUtils,
  schema: RJSFSchema,
  previous: unknown,
  value: unknown,
): unknown[] | undefined {
  const items = schema.items;
  const ownDefault = schema.default;
  if (!Array.isArray(value) || !Array.isArray(previous) || !isNode(items)) return undefined;
  if (ownDefault !== undefined && !(Array.isArray(ownDefault) && ownDefault.length === 0)) return undefined;
  if (value.length < (schema.minItems ?? 0)) return undefined;
  const kept = new Set(previous);
  return value.map((item: unknown) =>
    kept.has(item) ? item : utils.getDefaultFormState(items as RJSFSchema, item, false, true),
  );
}

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

  const scalar = value === null || typeof value !== 'object';
  if (!isRoot && !scalar) {
    const below = withDefaultsBelow(utils, drivers, before, set, path);
    if (below) return below;
  }
  const root = utils.getRootSchema();
  const previousSchema = scalar && !isRoot ? utils.retrieveSchema(root, before) : root;
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
