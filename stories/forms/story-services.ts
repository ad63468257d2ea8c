import type { FormServices } from '#domain/form-services.ts';
import type { ListOption } from '#domain/contract/lookups.ts';
import { setListLookup } from '#domain/rules/rule-functions.ts';
import { createFakeServices } from '#widgets/shared/fake-services.ts';
import { fakeVehicleServices } from '#widgets/vehicle-lookup/fake-vehicle-services.ts';

const listFiles = import.meta.glob<{ options: ListOption[] }>('../../schemas/lists/*.json', {
  eager: true,
  import: 'default',
});

/** The shipped reference lists, by name, for stories. */
export const shippedLists: Record<string, ListOption[]> = Object.fromEntries(
  Object.entries(listFiles).map(([path, list]) => [path.replace(/^.*\/(.*)\.json$/, '$1'), list.options]),
);

/** Stories' services: the real reference lists, demo addresses and demo vehicles, all in memory. */
export function storyServices(): FormServices {
  const values = new Map(
    Object.entries(shippedLists).map(([name, options]) => [name, new Set(options.map((o) => o.value))]),
  );
  setListLookup((name) => values.get(name));
  const base = createFakeServices({ lists: shippedLists, cached: Object.keys(shippedLists) });
  const vehicles = fakeVehicleServices();
  return { ...base, lookupRegistration: vehicles.lookupRegistration, manualVehicle: vehicles.manualVehicle };
}
