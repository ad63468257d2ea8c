import useSWR from 'swr';
import { calls, urlOf } from '#domain/contract/calls.ts';
import type { InitialListsResponse } from '#domain/contract/lookups.ts';
import { useApi } from './api-context';
import { getInitialLists } from './get-lists';
import { SWR_OPTIONS } from './swr-options';

const EMPTY: InitialListsResponse = {};

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
    { ...SWR_OPTIONS, suspense: ready },
  );
  return data ?? EMPTY;
}
