/** Reading reference lists (SPEC.md 3): a stored code's display name. */
import type { ListOption } from './contract/lookups';

/** Options by list key, as GET /json/lists/initial answers and the server loads them. */
export type ListsByName =
  ReadonlyMap<string, readonly ListOption[]> | Readonly<Record<string, readonly ListOption[]>>;

/** A list's options, or undefined for a list not loaded. */
export function listOptions(lists: ListsByName, list: string): readonly ListOption[] | undefined {
  return lists instanceof Map ? lists.get(list) : (lists as Record<string, readonly ListOption[]>)[list];
}

/** The display name of a code in a list; the code itself when the list (or the code) is unknown. */
export function listName(lists: ListsByName, list: string, code: unknown): string {
  const option = listOptions(lists, list)?.find((o) => o.value === String(code));
  return option ? option.name : String(code);
}
