import { calls, urlOf } from '#domain/contract/calls.ts';
import type { InitialListsResponse, ListOption, ListResponse } from '#domain/contract/lookups.ts';
import type { ApiClient } from './client';

let initial: Promise<InitialListsResponse> | null = null;

/**
 * GET /json/lists/initial: the lists the form needs at once, by key. Fetched once per page and shared
 * by the screens (useReferenceLists) and the form's widgets (form-services); a failure is forgotten,
 * so the next caller tries again.
 */
export function getInitialLists(api: ApiClient): Promise<InitialListsResponse> {
  initial ??= api.get<InitialListsResponse>(urlOf(calls.initialLists), { quiet: true }).catch((error) => {
    initial = null;
    throw error;
  });
  return initial;
}

/** GET /json/lists/{name}: one list (the long ones are not in the initial set). */
export async function getList(api: ApiClient, name: string): Promise<ListOption[]> {
  return (await api.get<ListResponse>(urlOf(calls.namedList, { name }), { quiet: true })).list.options;
}
