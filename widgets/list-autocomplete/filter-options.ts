import type { ListOption } from '#domain/contract/lookups.ts';

/** Letters to type before any match is offered (SPEC.md 5.3: 'type the first 3 letters'). */
export const MIN_QUERY_LENGTH = 3;
/** Most matches shown at once. */
export const MAX_MATCHES = 50;

/** Each list's names in lower case, worked out once per list (a list is never changed in place). */
const lowerCased = new WeakMap<readonly ListOption[], string[]>();
function lowerNames(options: readonly ListOption[]): string[] {
  let names = lowerCased.get(options);
  if (!names) lowerCased.set(options, (names = options.map((option) => option.name.toLowerCase())));
  return names;
}

/**
 * Options whose name contains the query (case-insensitive), names starting with it first, at most
 * `limit`; none until the query has MIN_QUERY_LENGTH characters.
 */
export function filterOptions(
  options: readonly ListOption[],
  query: string,
  limit: number = MAX_MATCHES,
): ListOption[] {
  const needle = query.trim().toLowerCase();
  if (needle.length < MIN_QUERY_LENGTH) return [];
  const startsWith: ListOption[] = [];
  const contains: ListOption[] = [];
  const names = lowerNames(options);
  options.forEach((option, i) => {
    if (names[i].startsWith(needle)) startsWith.push(option);
    else if (names[i].includes(needle)) contains.push(option);
  });
  return [...startsWith, ...contains].slice(0, limit);
}

/** The one option whose name is exactly the text typed (ignoring case and outer spaces), if any. */
export function exactMatch(options: readonly ListOption[], text: string): ListOption | undefined {
  const needle = text.trim().toLowerCase();
  if (needle === '') return undefined;
  const found = options.filter((option) => option.name.toLowerCase() === needle);
  return found.length === 1 ? found[0] : undefined;
}
