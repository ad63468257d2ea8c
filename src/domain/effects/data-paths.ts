/**
 * Reading and writing answers by dotted paths such as "drivers.additional_drivers[*].claims[*].claim_date".
 * "[*]" stands for every item of an array; a match records the indices it went through, so another
 * path with the same wildcards can be bound to the same items.
 */

export type Segment = string | number;
type Data = Record<string, unknown>;

/** "a.b[*].c" to ["a", "b", "*", "c"]. */
export function parsePath(path: string): string[] {
  return path.split('.').flatMap((part) => {
    const m = /^([^[]+)((?:\[\*\])*)$/.exec(part);
    if (!m) return [part];
    const stars = m[2] ? m[2].match(/\[\*\]/g)!.map(() => '*') : [];
    return [m[1], ...stars];
  });
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

/** A pattern with its wildcards replaced by the given indices, in order. */
export function bind(pattern: string, indices: readonly number[]): Segment[] {
  let next = 0;
  return parsePath(pattern).map((s) => (s === '*' ? indices[next++] : s));
}
