import useSWR from 'swr';
import { calls, urlOf } from '#domain/contract/calls.ts';
import type { InitialListsResponse } from '#domain/contract/lookups.ts';
import { useApi } from './api-context';
import { getInitialLists } from './get-lists';
import { SWR_OPTIONS } from './swr-options';

const EMPTY: InitialListsResponse = {};

/** The reference lists (a code's display name: COMP is "Comprehensive"); empty while loading or failed. */
export function useReferenceLists(): InitialListsResponse {
  const api = useApi();
  const { data } = useSWR(urlOf(calls.initialLists), () => getInitialLists(api), {
    ...SWR_OPTIONS,
    onError: (error) => console.warn('Reference lists could not be loaded', error),
  });
  return data ?? EMPTY;
}
