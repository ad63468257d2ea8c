/**
 * Reading and writing answers by dotted paths such as "drivers.additional_drivers[*].claims[*].claim_date".
 * "[*]" stands for every item of an array; a match records the indices it went through, so another
 * path with the same wildcards can be bound to the same items.
 */

export type Segment = string | number;
type Data = Record<string, unknown>;

/** Patterns parsed before: the schemas name a few dozen, and every change reads them all. */
const parsed = new Map<string, readonly string[]>();
const MAX_PARSED = 1000;

/** "a.b[*].c" to ["a", "b", "*", "c"] (the same frozen array each time for the same pattern). */
export function parsePath(path: string): readonly string[] {
  const known = parsed.get(path);
  if (known) return known;
  const segments = Object.freeze(
    path.split('.').flatMap((part) => {
      const m = /^([^[]+)((?:\[\*\])*)$/.exec(part);
      if (!m) return [part];
      const stars = m[2] ? m[2].match(/\[\*\]/g)!.map(() => '*') : [];
      return [m[1], ...stars];
    }),
  );
  if (parsed.size >= MAX_PARSED) parsed.clear();
  parsed.set(path, segments);
  return segments;
}

/** The part of a pattern before its first wildcard: every answer the pattern names lies under it. */
export function fixedPartOf(pattern: string): readonly string[] {
  const path = parsePath(pattern);
  const star = path.indexOf('*');
  return star < 0 ? path : path.slice(0, star);
}

export function getAt(data: unknown, path: readonly Segment[]): unknown {
  let current: unknown = data;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

/** A copy of data with value at path (undefined removes the key); objects are created on the way. */
export function setAt(data: unknown, path: readonly Segment[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const container: Data | unknown[] =
    data !== null && typeof data === 'object'
      ? Array.isArray(data)
        ? [...data]
        : { ...(data as Data) }
      : typeof head === 'number'
        ? []
        : {};
  const child = setAt((container as Record<string | number, unknown>)[head], rest, value);
  if (child === undefined && !Array.isArray(container)) delete (container as Data)[head as string];
  else (container as Record<string | number, unknown>)[head] = child;
  return container;
}

export interface Match {
  path: Segment[];
  /** The array indices the wildcards stood for, in order. */
  indices: number[];
}

/** Every concrete path a pattern matches in data. */
export function expand(data: unknown, pattern: string): Match[] {
  let matches: Match[] = [{ path: [], indices: [] }];
  for (const segment of parsePath(pattern)) {
    if (segment !== '*') {
      matches = matches.map((m) => ({ path: [...m.path, segment], indices: m.indices }));
      continue;
    }
    matches = matches.flatMap((m) => {
      const list = getAt(data, m.path);
      return Array.isArray(list)
        ? list.map((_, i) => ({ path: [...m.path, i], indices: [...m.indices, i] }))
        : [];
    });
  }
  return matches;
}

/** A branch of two answer trees at the same place: the one before a change and the one after. */
interface Pair extends Match {
  before: unknown;
  after: unknown;
}

const childOf = (data: unknown, segment: Segment): unknown =>
  data !== null && typeof data === 'object' ? (data as Record<string | number, unknown>)[segment] : undefined;

/**
 * The concrete paths a pattern matches in `after` whose answers are not the same object in `before`.
 * For answers changed by copying only the changed path (decision 040), a branch that is the same
 * object in both holds no change, and is not walked.
 */
export function expandChanged(before: unknown, after: unknown, pattern: string): Match[] {
  let pairs: Pair[] = [{ path: [], indices: [], before, after }];
  for (const segment of parsePath(pattern)) {
    const next: Pair[] = [];
    for (const pair of pairs) {
      if (pair.before === pair.after) continue;
      if (segment !== '*') {
        next.push({
          path: [...pair.path, segment],
          indices: pair.indices,
          before: childOf(pair.before, segment),
          after: childOf(pair.after, segment),
        });
        continue;
      }
      if (!Array.isArray(pair.after)) continue;
      pair.after.forEach((item: unknown, i) =>
        next.push({
          path: [...pair.path, i],
          indices: [...pair.indices, i],
          before: childOf(pair.before, i),
          after: item,
        }),
      );
    }
    pairs = next;
  }
  return pairs.filter((pair) => pair.before !== pair.after).map(({ path, indices }) => ({ path, indices }));
}

/** A pattern with its wildcards replaced by the given indices, in order. */
export function bind(pattern: string, indices: readonly number[]): Segment[] {
  let next = 0;
  return parsePath(pattern).map((s) => (s === '*' ? indices[next++] : s));
}
