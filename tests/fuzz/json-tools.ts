/**
 * JSON helpers for hostile payloads: own "__proto__" keys (an object literal would set the prototype
 * instead), raw number text JSON.stringify cannot write (1e999), and path reads and writes that never
 * touch a prototype.
 */

export type Segment = string | number;
export type Path = readonly Segment[];

/** JSON text written as is, e.g. `1e999` (parsed by the server as Infinity) or `-0`. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Marks every unknown key's value: a stored marker anywhere in the database is a failure. */
export const MARKER = 'zzFUZZMARKERzz';

/** Sets an own, enumerable property, even one named "__proto__". */
export function defineOwn(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** An object with these own entries, in order ("__proto__" included as a plain key). */
export function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries) defineOwn(out, k, v);
  return out;
}

export function clone<T>(value: T): T {
  if (value === null || typeof value !== 'object' || value instanceof RawJson) return value;
  if (Array.isArray(value)) return value.map(clone) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) defineOwn(out, key, clone((value as Record<string, unknown>)[key]));
  return out as T;
}

const hasOwn = (o: object, k: Segment) => Object.prototype.hasOwnProperty.call(o, k);

export function getAt(data: unknown, path: Path): unknown {
  let current: unknown = data;
  for (const segment of path) {
    if (current === null || typeof current !== 'object' || !hasOwn(current, segment)) return undefined;
    current = (current as Record<Segment, unknown>)[segment];
  }
  return current;
}

/** A copy of data with `value` at `path` (undefined deletes it); unchanged where the path is gone. */
export function setAt<T>(data: T, path: Path, value: unknown): T {
  const copy = clone(data);
  if (path.length === 0) return value as T;
  let parent = copy as unknown as Record<Segment, unknown>;
  for (const segment of path.slice(0, -1)) {
    const next = parent[segment];
    if (next === null || typeof next !== 'object') return copy;
    parent = next as Record<Segment, unknown>;
  }
  const last = path[path.length - 1];
  if (value === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else defineOwn(parent, last, value);
  return copy;
}

/** JSON text of a value that may hold RawJson pieces. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0000raw${raws.length - 1}\u0000`;
    }
    return v;
  });
  if (text === undefined) return 'null';
  return raws.length === 0
    ? text
    : text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_, i: string) => raws[Number(i)]);
}

/** Deep equality of JSON values (key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) => hasOwn(b, k) && jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/** A path as people write it: vehicle.security_items[0].type_of_alarm. */
export function dotted(path: Path): string {
  return path.reduce<string>(
    (s, seg) => (typeof seg === 'number' ? `${s}[${seg}]` : s ? `${s}.${seg}` : seg),
    '',
  );
}

/** A value shortened for a report line. */
export function brief(value: unknown, max = 80): string {
  let text: string;
  if (value instanceof RawJson) text = value.text;
  else if (typeof value === 'string') text = JSON.stringify(value);
  else text = toJson(value);
  if (typeof value === 'string' && value.length > 40) {
    const first = value[0];
    if (value === first.repeat(value.length)) text = `"${first}" x ${value.length}`;
  }
  return text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text;
}
