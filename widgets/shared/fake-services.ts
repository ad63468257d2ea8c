import type { FormServices } from '#domain/form-services.ts';
import type { AddressSearchResult, ListOption } from '#domain/contract/lookups.ts';
import fuelType from '#schemas/lists/fuel_type.json';
import transmission from '#schemas/lists/transmission.json';
import vehicleBodyType from '#schemas/lists/vehicle_body_type.json';

/**
 * Small in-memory reference lists for stories and tests. The lists whose names the vehicle card
 * shows in place of codes are the real ones (DIESEL is Diesel, PV is Panel van).
 */
export const FAKE_LISTS: Record<string, ListOption[]> = {
  fuel_type: fuelType.options,
  transmission: transmission.options,
  vehicle_body_type: vehicleBodyType.options,
  titles: [
    { name: 'Mr', value: 'MR' },
    { name: 'Mrs', value: 'MRS' },
    { name: 'Miss', value: 'MISS' },
    { name: 'Ms', value: 'MS' },
    { name: 'Dr', value: 'DR' },
  ],
  relationship_to_proposer: [
    { name: 'Proposer (Policy holder)', value: 'P' },
    { name: 'Spouse', value: 'S' },
    { name: 'Director', value: 'D' },
    { name: 'Employee', value: 'E' },
  ],
  occupation: [
    { name: 'Accountant', value: 'A01' },
    { name: 'Electrician', value: 'E03' },
    { name: 'Heating And Plumbing Engineer', value: 'H08' },
    { name: 'Painter And Decorator', value: 'P02' },
    { name: 'Plasterer', value: 'P19' },
    { name: 'Plumber', value: 'P24' },
    { name: 'Roofer', value: 'R12' },
  ],
};

/** Addresses by postcode (spaces removed, upper case), as the address search answers. */
export const FAKE_ADDRESSES: Record<string, AddressSearchResult[]> = {
  SW1A1AA: [
    {
      line1: 'Buckingham Palace',
      line2: '',
      line3: '',
      line4: 'London',
      line5: 'Greater London',
      postcode: 'SW1A 1AA',
    },
  ],
  LS11UR: [
    {
      line1: '1 Park Row',
      line2: '',
      line3: '',
      line4: 'Leeds',
      line5: 'West Yorkshire',
      postcode: 'LS1 1UR',
    },
    {
      line1: '2 Park Row',
      line2: 'Floor 3',
      line3: '',
      line4: 'Leeds',
      line5: 'West Yorkshire',
      postcode: 'LS1 1UR',
    },
    {
      line1: '3 Park Row',
      line2: '',
      line3: '',
      line4: 'Leeds',
      line5: 'West Yorkshire',
      postcode: 'LS1 1UR',
    },
  ],
};

export interface FakeServicesOptions {
  lists?: Record<string, ListOption[]>;
  addresses?: Record<string, AddressSearchResult[]>;
  /** Lists already "loaded" (returned by cachedList); others only come through loadList. */
  cached?: string[];
  /** Delay before loadList and searchAddress answer, in ms; Infinity: they never answer (loading). */
  delayMs?: number;
  /** Postcodes whose search fails (the promise rejects). */
  failingPostcodes?: string[];
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    if (Number.isFinite(ms)) setTimeout(resolve, ms);
  });

/** In-memory FormServices: what a widget sees through registry.formContext.services. */
export function createFakeServices(options: FakeServicesOptions = {}): FormServices {
  const lists = options.lists ?? FAKE_LISTS;
  const addresses = options.addresses ?? FAKE_ADDRESSES;
  const cached = new Set(options.cached ?? []);
  const delay = options.delayMs ?? 0;
  return {
    async loadList(name) {
      await wait(delay);
      const list = lists[name];
      if (!list) throw new Error(`No list ${name}`);
      cached.add(name);
      return list;
    },
    cachedList: (name) => (cached.has(name) ? lists[name] : undefined),
    async searchAddress(postcode) {
      await wait(delay);
      if (options.failingPostcodes?.includes(postcode)) throw new Error('Address search failed');
      return addresses[postcode.toUpperCase()] ?? [];
    },
    async lookupRegistration() {
      return [];
    },
    async manualVehicle() {
      return { field: 'manufacturer', options: [] };
    },
  };
}
