/**
 * The realistic attack: the complete, valid risk with ONE answer changed to a value the form could
 * never produce. Every (answer, bad value) pair is listed once; the fuzz run sends them to create,
 * update and quote, and a 2xx is a failure unless the bad value was not stored (dropped, or replaced
 * by the server's own value, e.g. vehicle facts from the dataset).
 */
import {
  MARKER,
  RawJson,
  brief,
  clone,
  dotted,
  getAt,
  jsonEqual,
  objectOf,
  setAt,
  type Path,
} from './json-tools.ts';

export type FieldKind = 'boolean' | 'integer' | 'date' | 'addressLine' | 'text' | 'code';

export interface RiskMutation {
  /** How the report names it: `vehicle.engine_size = 1e+308`. */
  label: string;
  /** What kind of badness: wrong-type, extreme-number, out-of-list, invalid-date ... */
  category: string;
  /** 'set' replaces the value at `path`; 'add-key' adds `key` to the object at `path`. */
  op: 'set' | 'add-key';
  path: Path;
  key?: string;
  value: unknown;
}

/** Free text answers with a pattern (names, contact details, postcodes, registration). */
const TEXT_FIELDS = new Set([
  'forename',
  'surname',
  'email',
  'main_telephone_number',
  'postcode',
  'postcode_vehicle_kept',
  'vehicle_registration',
]);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function kindOf(path: Path, value: unknown): FieldKind | null {
  const name = String(path[path.length - 1]);
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'integer';
  if (typeof value !== 'string') return null;
  if (DATE.test(value)) return 'date';
  if (/^line_\d$/.test(name)) return 'addressLine';
  if (TEXT_FIELDS.has(name)) return 'text';
  return 'code';
}

export interface RiskShape {
  leaves: { path: Path; value: unknown; kind: FieldKind }[];
  objects: Path[];
  arrays: { path: Path; length: number }[];
}

/** Every answer, object and repeater of a risk. */
export function shapeOf(risk: unknown): RiskShape {
  const shape: RiskShape = { leaves: [], objects: [], arrays: [] };
  const visit = (value: unknown, path: Path) => {
    if (Array.isArray(value)) {
      shape.arrays.push({ path, length: value.length });
      value.forEach((item, i) => visit(item, [...path, i]));
    } else if (value !== null && typeof value === 'object') {
      shape.objects.push(path);
      for (const [k, v] of Object.entries(value)) visit(v, [...path, k]);
    } else {
      const kind = kindOf(path, value);
      if (kind) shape.leaves.push({ path, value, kind });
    }
  };
  visit(risk, []);
  return shape;
}

const HUGE = 'x'.repeat(1999); // under the 2,000-character body guard, over any answer's length
const WRONG_TYPES_FOR_STRING: [string, unknown][] = [
  ['wrong-type', 12345],
  ['wrong-type', true],
  ['wrong-type', {}],
  ['wrong-type', []],
  ['extreme-number', 1e308],
];
const STRING_ABUSE = (original: string): [string, unknown][] => [
  ['huge-string', HUGE],
  ['control-char', `${original}\u0000`],
  ['control-char', `\u001b[31m${original}`],
  ['control-char', `${original}\nSecond line`],
  ['control-char', `${original}\u007f`],
  ['control-char', `${original}\u0085`],
  ['bidi', `\u202e${original}`],
];
const INJECTION: [string, unknown][] = [
  ['sql', "'; DROP TABLE proposals; --"],
  ['traversal', '../../../../etc/passwd'],
  ['markup', '<script>alert(1)</script>'],
];

/** Values that no answer of this kind may take (whatever the other answers are). */
export function badValuesFor(kind: FieldKind, original: unknown, required: boolean): [string, unknown][] {
  const blank: [string, unknown][] = required
    ? [
        ['empty-required', ''],
        ['blank-required', '   '],
      ]
    : [];
  switch (kind) {
    case 'boolean':
      return [
        ['wrong-type', 'true'],
        ['wrong-type', 'false'],
        ['wrong-type', 1],
        ['wrong-type', 0],
        ['wrong-type', 'yes'],
        ['wrong-type', {}],
        ['wrong-type', []],
      ];
    case 'integer':
      return [
        ['wrong-type', String(original)],
        ['wrong-type', true],
        ['wrong-type', {}],
        ['wrong-type', [original]],
        ['extreme-number', 1e308],
        ['extreme-number', -1e308],
        ['extreme-number', 2 ** 53],
        ['extreme-number', new RawJson('1e999')],
        ['negative', -1],
        ['not-integer', 1.5],
        ['not-integer', 1e-7],
        ['nan-string', 'NaN'],
        ['nan-string', 'Infinity'],
        ['nan-string', '1e308'],
        ['nan-string', '0x10'],
      ];
    case 'date':
      return [
        ['invalid-date', '9999-99-99'],
        ['invalid-date', '2023-02-30'],
        ['invalid-date', '2021-13-01'],
        ['invalid-date', '0000-00-00'],
        ['invalid-date', 'not-a-date'],
        ['invalid-date', '12/04/2021'],
        ['invalid-date', '2021-04-12T00:00:00Z'],
        ['invalid-date', '+275760-09-13'],
        ['out-of-range-date', '1800-01-01'],
        ['out-of-range-date', '2999-01-01'],
        ['wrong-type', 20210412],
        ['wrong-type', true],
        ['wrong-type', {}],
        ...blank,
        ['traversal', '../../../../etc/passwd'],
        ['control-char', `${String(original)}\u0000`],
      ];
    case 'addressLine':
      return [...WRONG_TYPES_FOR_STRING, ...STRING_ABUSE(String(original)), ...blank];
    case 'text':
      return [...WRONG_TYPES_FOR_STRING, ...STRING_ABUSE(String(original)), ...INJECTION, ...blank];
    case 'code':
      return [
        ['out-of-list', 'ZZZ_NOT_IN_LIST'],
        ['out-of-list', `${String(original)}_`],
        ...WRONG_TYPES_FOR_STRING,
        ...STRING_ABUSE(String(original)),
        ...INJECTION,
        ...blank,
      ];
  }
}

/** Keys no risk object has; each value carries MARKER so a stored copy is found. */
const UNKNOWN_KEYS: [string, unknown][] = [
  ['unknown-key', { marker: MARKER }],
  ['proto-key', objectOf([['polluted', MARKER]])],
  ['proto-key', MARKER],
];
const UNKNOWN_KEY_NAMES: [string, string, unknown][] = [
  ['prototype', ...UNKNOWN_KEYS[0]],
  ['constructor', ...UNKNOWN_KEYS[2]],
  ['__proto__', ...UNKNOWN_KEYS[1]],
  ['zz_unknown_answer', 'unknown-key', MARKER],
  ['is_admin', 'unknown-key', `${MARKER}-true`],
];

const keyOf = (path: Path) => dotted(path);

/**
 * Every mutation of `risk`. `required` holds the dotted paths the server refuses to do without
 * (probed by removing each one): only those are also tried empty or blank.
 */
export function riskMutations(risk: Record<string, unknown>, required: ReadonlySet<string>): RiskMutation[] {
  const shape = shapeOf(risk);
  const out: RiskMutation[] = [];
  const set = (path: Path, category: string, value: unknown) =>
    out.push({ label: `${keyOf(path)} = ${brief(value, 60)}`, category, op: 'set', path, value });

  for (const leaf of shape.leaves) {
    for (const [category, value] of badValuesFor(leaf.kind, leaf.value, required.has(keyOf(leaf.path))))
      set(leaf.path, category, value);
  }
  for (const path of shape.objects) {
    if (path.length > 0) {
      for (const value of ['x', 1, true, [], null]) set(path, 'wrong-type', value);
    }
    for (const [key, category, value] of UNKNOWN_KEY_NAMES) {
      out.push({
        label: `${keyOf(path) || 'risk'} + key ${JSON.stringify(key)}`,
        category,
        op: 'add-key',
        path,
        key,
        value,
      });
    }
  }
  for (const { path, length } of shape.arrays) {
    const array = getAt(risk, path) as unknown[];
    set(path, 'wrong-type', 'x');
    set(path, 'wrong-type', objectOf([['0', array[0] ?? {}]]));
    if (length > 0) {
      set(
        path,
        'too-many-items',
        Array.from({ length: 6 }, () => clone(array[0])),
      );
      set(path, 'wrong-type', [...array.slice(1), 'x']);
      set(path, 'wrong-type', [null]);
      if (required.has(keyOf(path))) set(path, 'empty-required', []);
    }
  }
  return out;
}

/** The risk with one mutation applied. */
export function applyMutation(risk: Record<string, unknown>, m: RiskMutation): Record<string, unknown> {
  if (m.op === 'set') return setAt(risk, m.path, m.value);
  const node = clone(getAt(risk, m.path)) as Record<string, unknown>;
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return clone(risk);
  return setAt(risk, m.path, objectOf([...Object.entries(node), [m.key!, m.value]]));
}

/**
 * What the server did with a mutation it answered 2xx: 'stored' (the bad value is kept: a failure)
 * or 'sanitised' (the value stored is the complete risk's own, or an optional answer was dropped,
 * or an unknown key was dropped).
 */
export function verdictOf(
  m: RiskMutation,
  storedRisk: unknown,
  baseRisk: Record<string, unknown>,
  required: ReadonlySet<string>,
): { verdict: 'stored' | 'sanitised'; stored: unknown } {
  const stored = getAt(storedRisk, m.path);
  if (m.op === 'add-key') {
    const kept = stored !== null && typeof stored === 'object' && Object.hasOwn(stored, m.key!);
    return {
      verdict: kept ? 'stored' : 'sanitised',
      stored: kept ? (stored as Record<string, unknown>)[m.key!] : undefined,
    };
  }
  if (jsonEqual(stored, getAt(baseRisk, m.path))) return { verdict: 'sanitised', stored };
  if (stored === undefined && !required.has(keyOf(m.path))) return { verdict: 'sanitised', stored };
  // Whitespace tidied as the form's text inputs tidy it ("a\nb" kept as "a b") is not the bad value.
  const tidy = typeof m.value === 'string' ? m.value.replace(/\s+/g, ' ').trim() : null;
  if (tidy && tidy !== m.value && typeof stored === 'string' && stored.replace(/\s+/g, ' ').trim() === tidy)
    return { verdict: 'sanitised', stored };
  return { verdict: 'stored', stored };
}
