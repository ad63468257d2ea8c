/** Reading reference lists (SPEC.md 3): a stored code's display name. */
import type { ListOption } from './contract/lookups';
import { firstByKey } from './first-by-key';

/**
 * Lists too long for GET /json/lists/initial: the form loads each by name when a field needs it, and
 * the summary when it reads the answers back.
 */
export const LISTS_LOADED_ON_DEMAND: readonly string[] = ['occupation', 'employer_business', 'insurers'];

/** Options by list key, as GET /json/lists/initial answers and the server loads them. */
export type ListsByName =
  ReadonlyMap<string, readonly ListOption[]> | Readonly<Record<string, readonly ListOption[]>>;

/** A list's options, or undefined for a list not loaded. */
export function listOptions(lists: ListsByName, list: string): readonly ListOption[] | undefined {
  return lists instanceof Map ? lists.get(list) : (lists as Record<string, readonly ListOption[]>)[list];
}

const valueOf = (option: ListOption) => option.value;

/** The option of a list with this value (the first, should two share it), or undefined. */
export function optionWithValue(options: readonly ListOption[], value: unknown): ListOption | undefined {
  return firstByKey<ListOption, unknown>(options, valueOf).get(value);
}

/** The display name of a code in a list; the code itself when the list (or the code) is unknown. */
export function listName(lists: ListsByName, list: string, code: unknown): string {
  const options = listOptions(lists, list);
  const option = options && optionWithValue(options, String(code));
  return option ? option.name : String(code);
}
