import type { ListOption } from '#domain/contract/lookups.ts';
import type { FormServices } from '#domain/form-services.ts';
import { listsUpdated, setListLookup } from '#domain/rules/base-rules.ts';
import type { ApiClient } from './client';
import { getInitialLists, getList } from './get-lists';
import { lookupRegistration, searchAddress, searchVehicles } from './lookups';

/**
 * The form widgets' access to the server (lists, address and vehicle lookups), over the one API client.
 * Lists are fetched once per page and shared; the in-list rule reads the same cache.
 */
export function createFormServices(api: ApiClient): FormServices {
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

  let initial: Promise<void> | null = null;
  const loadInitial = () =>
    (initial ??= getInitialLists(api)
      .then((all) => {
        for (const [name, options] of Object.entries(all)) remember(name, options);
      })
      .catch((error) => console.warn('Reference lists could not be loaded', error)));

  return {
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
