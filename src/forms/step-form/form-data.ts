/**
 * The answers as immutable data: a change copies only the objects on its path, and data recomputed
 * elsewhere (the schema's defaults) is folded back onto the previous answers, so every unchanged
 * branch keeps its identity. RJSF's fields are memoised on their props: an unchanged branch then
 * costs one comparison instead of a render.
 */

/** A path into the answers, as RJSF's fields report it: property names and array indices. */
export type DataPath = readonly (string | number)[];

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** `data` with `value` at `path`; containers missing on the way are made (arrays for indices). */
export function setIn(data: unknown, path: DataPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  if (Array.isArray(data) || (data == null && typeof key === 'number')) {
    const copy = Array.isArray(data) ? data.slice() : [];
    copy[Number(key)] = setIn(copy[Number(key)], rest, value);
    return copy;
  }
  const object = isPlainObject(data) ? data : {};
  return { ...object, [key]: setIn(object[key], rest, value) };
}

/**
 * `next`, reusing `previous` wherever the two are equal (deeply), so only what really changed is new.
 * A key holding undefined counts as present: it is how a cleared answer is kept.
 */
export function reshare<T>(previous: unknown, next: T): T {
  if (previous === next) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const out = next.map((item, i) => reshare(previous[i], item));
    const same = out.length === previous.length && out.every((item, i) => item === previous[i]);
    return (same ? previous : out) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(previous).length;
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      out[key] = reshare(previous[key], next[key]);
      if (out[key] !== previous[key] || !(key in previous)) same = false;
    }
    return (same ? previous : out) as T;
  }
  return next;
}
