import { bind, expand, expandChanged, fixedPartOf, getAt, setAt, type Match } from './data-paths';

/**
 * The copy and clear effects of SPEC.md 4, declared in the UI schemas ("ui:effects") and carried out
 * here, for every question alike: when a watched answer changes to a value the condition accepts,
 * set, clear, copy, include or exclude other answers.
 */

export type Condition =
  | boolean
  | number
  | string
  | { in: unknown[] }
  | { notIn: unknown[] }
  | { match: string }
  | { notMatch: string };

export interface Effect {
  watch: string;
  when: Condition;
  set?: Record<string, unknown>;
  clear?: string[];
  copy?: { from: string; to: string };
  /** Adds the item to the array unless an item with the same fields is already there. */
  include?: Record<string, Record<string, unknown>>;
  /** Removes items having all the given fields. */
  exclude?: Record<string, Record<string, unknown>>;
}

export function holds(condition: Condition, value: unknown): boolean {
  if (condition === null || typeof condition !== 'object') return value === condition;
  if (value === undefined || value === null) return false;
  if ('in' in condition) return condition.in.includes(value);
  if ('notIn' in condition) return !condition.notIn.includes(value);
  if ('match' in condition) return new RegExp(condition.match).test(String(value));
  return !new RegExp(condition.notMatch).test(String(value));
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
const hasFields = (item: unknown, fields: Record<string, unknown>) =>
  item !== null &&
  typeof item === 'object' &&
  Object.entries(fields).every(([k, v]) => (item as Record<string, unknown>)[k] === v);

function perform(data: unknown, effect: Effect, indices: number[]): unknown {
  let out = data;
  for (const [target, value] of Object.entries(effect.set ?? {}))
    out = setAt(out, bind(target, indices), structuredClone(value));
  for (const target of effect.clear ?? []) out = setAt(out, bind(target, indices), undefined);
  if (effect.copy)
    out = setAt(out, bind(effect.copy.to, indices), getAt(out, bind(effect.copy.from, indices)));
  for (const [target, item] of Object.entries(effect.include ?? {})) {
    const path = bind(target, indices);
    const list = (getAt(out, path) as unknown[] | undefined) ?? [];
    if (!list.some((i) => hasFields(i, item))) out = setAt(out, path, [...list, { ...item }]);
  }
  for (const [target, item] of Object.entries(effect.exclude ?? {})) {
    const path = bind(target, indices);
    const list = getAt(out, path) as unknown[] | undefined;
    if (list?.some((i) => hasFields(i, item)))
      out = setAt(
        out,
        path,
        list.filter((i) => !hasFields(i, item)),
      );
  }
  return out;
}

/**
 * Whether nothing a pattern names changed: answers are never changed in place (decision 040), so the
 * same object under the pattern's fixed part means the same answers.
 */
function unchanged(previous: unknown, next: unknown, pattern: string): boolean {
  const fixed = fixedPartOf(pattern);
  return getAt(previous, fixed) === getAt(next, fixed);
}

/**
 * The watched answers that may have changed. Most changes touch one branch (a driver's name, a
 * claim): only the branches that are not the same objects as before are walked. A copy is carried
 * out when its source changed too, so it looks at every watched answer unless neither side changed.
 */
function toCheck(previous: unknown, out: unknown, effect: Effect): Match[] {
  if (!effect.copy) return expandChanged(previous, out, effect.watch);
  if (unchanged(previous, out, effect.watch) && unchanged(previous, out, effect.copy.from)) return [];
  return expand(out, effect.watch);
}

/**
 * The answers after one change, with every triggered effect carried out. An effect triggers when its
 * watched answer changed (or, for a copy, its source changed) and the condition holds for the new value.
 */
export function applyEffects<T>(previous: T, next: T, effects: readonly Effect[]): T {
  let out: unknown = next;
  for (const effect of effects) {
    for (const match of toCheck(previous, out, effect)) {
      const now = getAt(out, match.path);
      if (!holds(effect.when, now)) continue;
      const watchedChanged = !same(getAt(previous, match.path), now);
      const sourceChanged =
        effect.copy !== undefined &&
        !same(
          getAt(previous, bind(effect.copy.from, match.indices)),
          getAt(out, bind(effect.copy.from, match.indices)),
        );
      if (watchedChanged || sourceChanged) out = perform(out, effect, match.indices);
    }
  }
  return out as T;
}
