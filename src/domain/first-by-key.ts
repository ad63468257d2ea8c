/**
 * Finding an item of a long list by its key on every render (a type-ahead's answer among thousands
 * of occupations, a drop-down's answer among its options) searched the whole list each time. Lists
 * are never changed in place, so each list's index is made once and kept with it.
 */
const indexes = new WeakMap<readonly unknown[], Map<(item: never) => unknown, Map<unknown, unknown>>>();

/**
 * The first item of `items` with each key `keyOf` gives, made once per list and `keyOf`: pass a
 * function made once (a module's constant), not a new one each time.
 */
export function firstByKey<T, K>(items: readonly T[], keyOf: (item: T) => K): ReadonlyMap<K, T> {
  let byKeyOf = indexes.get(items);
  if (!byKeyOf) indexes.set(items, (byKeyOf = new Map()));
  let index = byKeyOf.get(keyOf) as Map<K, T> | undefined;
  if (!index) {
    index = new Map();
    for (const item of items) {
      const key = keyOf(item);
      if (!index.has(key)) index.set(key, item);
    }
    byKeyOf.set(keyOf, index as Map<unknown, unknown>);
  }
  return index;
}
