import type { ListOption } from '#domain/contract/lookups.ts';
import type { FormServices } from '#domain/form-services.ts';
import { listsUpdated, setListLookup } from '#domain/rules/base-rules.ts';
import type { ApiClient } from './client';
import { getInitialLists, getList, initialListsIfIn, namedListsIn } from './get-lists';
import { lookupRegistration, searchAddress, searchVehicles } from './lookups';

/**
 * The form widgets' access to the server (lists, address and vehicle lookups), over the one API client.
 * Lists are fetched once per page and shared; the in-list rule reads the same cache.
 */
export function createFormServices(api: ApiClient): FormServices & {
  /** Answers once the initial lists are in (or could not be fetched: their questions then show none). */
  listsReady(): Promise<void>;
  /** Whether the initial lists are in now (a named list fetched on its own is not them). */
  listsIn(): boolean;
} {
  const lists = new Map<string, ListOption[]>();
  const pending = new Map<string, Promise<ListOption[]>>();
  const values = new Map<string, Set<string>>();
  setListLookup((name) => values.get(name));

  const remember = (name: string, options: ListOption[]) => {
    lists.set(name, options);
    values.set(name, new Set(options.map((o) => o.value)));
    listsUpdated();
    return options;
  };

  // Lists this page fetched already are the form's at once (its first render shows them).
  const answered = initialListsIfIn();
  for (const [name, options] of Object.entries(answered ?? {})) remember(name, options);
  for (const [name, options] of namedListsIn()) remember(name, options);
  let initialIn = answered !== undefined;
  let initial: Promise<void> | null = answered ? Promise.resolve() : null;
  const loadInitial = () =>
    (initial ??= getInitialLists(api)
      .then((all) => {
        for (const [name, options] of Object.entries(all)) remember(name, options);
        initialIn = true;
      })
      .catch((error) => console.warn('Reference lists could not be loaded', error)));

  return {
    listsReady: loadInitial,
    listsIn: () => initialIn,
    cachedList: (name) => lists.get(name),
    async loadList(name) {
      const cached = lists.get(name);
      if (cached) return cached;
      await loadInitial();
      if (lists.has(name)) return lists.get(name)!;
      let request = pending.get(name);
      if (!request) {
        request = getList(api, name)
          .then((options) => remember(name, options))
          .finally(() => pending.delete(name));
        pending.set(name, request);
      }
      return request;
    },
    searchAddress: (postcode) => searchAddress(api, postcode),
    lookupRegistration: (registration) => lookupRegistration(api, registration),
    manualVehicle: (query) => searchVehicles(api, query),
  };
}
