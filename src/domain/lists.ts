/** Reading reference lists (SPEC.md 3): a stored code's display name. */
import type { ListOption } from './contract/lookups';

/** Options by list key, as GET /json/lists/initial answers and the server loads them. */
export type ListsByName =
  ReadonlyMap<string, readonly ListOption[]> | Readonly<Record<string, readonly ListOption[]>>;

/** A list's options, or undefined for a list not loaded. */
export function listOptions(lists: ListsByName, list: string): readonly ListOption[] | undefined {
  return lists instanceof Map ? lists.get(list) : (lists as Record<string, readonly ListOption[]>)[list];
}

/** Each list's options by value, made once per list: the occupations are thousands. */
const byValue = new WeakMap<readonly ListOption[], Map<unknown, ListOption>>();

/**
 * The option of a list with this value (the first, should two share it), or undefined. Every
 * type-ahead and read-back answer looks its option up on each render; a search of the whole list
 * each time took about 11 ms at 4x for the largest step's ten type-aheads.
 */
export function optionWithValue(options: readonly ListOption[], value: unknown): ListOption | undefined {
  let index = byValue.get(options);
  if (!index) {
    index = new Map();
    for (const option of options) if (!index.has(option.value)) index.set(option.value, option);
    byValue.set(options, index);
  }
  return index.get(value);
}

/** The display name of a code in a list; the code itself when the list (or the code) is unknown. */
export function listName(lists: ListsByName, list: string, code: unknown): string {
  const options = listOptions(lists, list);
  const option = options && optionWithValue(options, String(code));
  return option ? option.name : String(code);
}
