import { useMemo } from 'react';
import useSWR from 'swr';
import { calls, urlOf } from '#domain/contract/calls.ts';
import type { InitialListsResponse } from '#domain/contract/lookups.ts';
import { useApi } from './api-context';
import { LISTS_LOADED_ON_DEMAND } from '#domain/lists.ts';
import { getInitialLists, getList, initialListsIfIn, namedListsIn } from './get-lists';
import { SWR_OPTIONS } from './swr-options';

const EMPTY: InitialListsResponse = {};

/**
 * What a list hook starts from: the lists this page has already (fetched with its scripts, decision
 * 057), so its first render shows names, not codes, and is not rendered again as the same lists
 * come back; else nothing yet, and they are fetched.
 */
function startingFrom<T>(already: T | undefined) {
  return { fallbackData: already, revalidateOnMount: already === undefined };
}

/**
 * The reference lists (a code's display name: COMP is "Comprehensive"); empty while loading or failed.
 * With `ready`, the screen waits for them (it suspends), so it never shows a code before its name:
 * for a screen whose top the server sent filled in, whose words must not change as it takes over.
 */
export function useReferenceLists({ ready = false }: { ready?: boolean } = {}): InitialListsResponse {
  const api = useApi();
  const { data } = useSWR(
    urlOf(calls.initialLists),
    () =>
      getInitialLists(api).catch((error: unknown) => {
        console.warn('Reference lists could not be loaded', error);
        return EMPTY;
      }),
    { ...SWR_OPTIONS, ...startingFrom(initialListsIfIn()), suspense: ready },
  );
  return data ?? EMPTY;
}

let longListsIn: InitialListsResponse | undefined;

/** Every long list, once this page has them all (one object, so a later read is the same answer). */
function longListsIfIn(): InitialListsResponse | undefined {
  const named = namedListsIn();
  if (!longListsIn && LISTS_LOADED_ON_DEMAND.every((name) => named.has(name)))
    longListsIn = Object.fromEntries(LISTS_LOADED_ON_DEMAND.map((name) => [name, named.get(name) ?? []]));
  return longListsIn;
}

/**
 * Every reference list, the long ones loaded on demand included (LISTS_LOADED_ON_DEMAND): for reading
 * answers back, where a job or a business is shown by its name. A route that reads answers back
 * fetches them before its first render (its entry's `longLists`); where a long list cannot be
 * fetched, its codes show as they are.
 */
export function useAllReferenceLists(): InitialListsResponse {
  const api = useApi();
  const initial = useReferenceLists();
  const { data: long } = useSWR(
    'reference-lists-loaded-on-demand',
    async () => {
      const lists = await Promise.all(
        LISTS_LOADED_ON_DEMAND.map((name) =>
          getList(api, name).catch((error: unknown) => {
            console.warn(`The ${name} list could not be loaded`, error);
            return [];
          }),
        ),
      );
      return longListsIfIn() ?? Object.fromEntries(LISTS_LOADED_ON_DEMAND.map((name, i) => [name, lists[i]]));
    },
    { ...SWR_OPTIONS, ...startingFrom(longListsIfIn()) },
  );
  return useMemo(() => (long ? { ...initial, ...long } : initial), [initial, long]);
}
