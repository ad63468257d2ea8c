/**
 * RJSF's ArrayField tells its own changes from outside ones by a hash of the whole list: a sorted
 * JSON text and a string hash of every item, on every change to any answer in it. On the largest
 * step (5 drivers, each with 15 claims, convictions and conditions) that is most of a keystroke's
 * time. The build gives it this hash instead (vite.config.ts, `arrayFieldIdentityHash`): the
 * list's identity. Answers are never changed in place (a change copies its path, form-data.ts), so
 * a new list is a new object; a list that is new but equal only makes the ArrayField match its
 * items to their keys by position again, which it does anyway when the count is unchanged.
 */
const ids = new WeakMap<object, string>();
let next = 0;

export function identityHash(value: unknown): string {
  if (value === null || typeof value !== 'object') return `value:${String(value)}`;
  // The ArrayField's own default for a missing list is a new [] on every render: equal, and stable.
  if (Array.isArray(value) && value.length === 0) return 'empty';
  let id = ids.get(value);
  if (id === undefined) {
    id = `object:${next++}`;
    ids.set(value, id);
  }
  return id;
}
