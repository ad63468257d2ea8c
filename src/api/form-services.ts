import type {
  AddressSearchResult,
  FormServices,
  ListOption,
  ManualVehicleAnswer,
  ManualVehicleQuery,
  VehicleSearchResult,
} from '../domain/form-services';
import { setListLookup } from '../domain/rules/rule-functions';
import type { ApiClient } from './client';

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
    return options;
  };

  let initial: Promise<void> | null = null;
  const loadInitial = () =>
    (initial ??= api
      .get<Record<string, ListOption[]>>('/json/lists/initial', { quiet: true })
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
        request = api
          .get<{ list: { options: ListOption[] } }>(`/json/lists/${encodeURIComponent(name)}`, {
            quiet: true,
          })
          .then((answer) => remember(name, answer.list.options))
          .finally(() => pending.delete(name));
        pending.set(name, request);
      }
      return request;
    },
    searchAddress: (postcode) =>
      api.get<AddressSearchResult[]>(
        `/json/address-search/${encodeURIComponent(postcode.replace(/\s+/g, ''))}`,
        {
          quiet: true,
        },
      ),
    lookupRegistration: async (registration) =>
      (
        await api.get<{ vehicles: VehicleSearchResult[] }>(
          `/api/vehicle/registration?registration=${encodeURIComponent(registration.replace(/\s+/g, '').toUpperCase())}`,
          { quiet: true },
        )
      ).vehicles,
    manualVehicle: (query: ManualVehicleQuery) => {
      const params = new URLSearchParams({
        manufacturer: query.manufacturer ?? '',
        model: query.model ?? '',
        fuel_type: query.fuel_type ?? '',
        year: query.year ?? '',
        transmission: query.transmission || 'Not specified',
        doors: query.doors || '0',
      });
      return api.get<ManualVehicleAnswer>(`/api/vehicle?${params}`, { quiet: true });
    },
  };
}
