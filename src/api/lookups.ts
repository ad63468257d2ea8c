import { calls, urlOf } from '#domain/contract/calls.ts';
import type {
  AddressSearchResult,
  ManualVehicleAnswer,
  ManualVehicleQuery,
  VehicleLookupResponse,
  VehicleSearchResult,
} from '#domain/contract/lookups.ts';
import { normaliseRegistration } from '#domain/patterns.ts';
import type { ApiClient } from './client';

/** GET /json/address-search/{postcode}: the postcode with its spaces removed (SPEC.md 7). */
export function searchAddress(api: ApiClient, postcode: string): Promise<AddressSearchResult[]> {
  const url = urlOf(calls.searchAddress, { postcode: postcode.replace(/\s+/g, '') });
  return api.get<AddressSearchResult[]>(url, { quiet: true });
}

/** GET /api/vehicle/registration: upper-cased, spaces removed (SPEC.md 7). */
export async function lookupRegistration(
  api: ApiClient,
  registration: string,
): Promise<VehicleSearchResult[]> {
  const url = urlOf(calls.lookupRegistration, {}, { registration: normaliseRegistration(registration) });
  return (await api.get<VehicleLookupResponse>(url, { quiet: true })).vehicles;
}

/** GET /api/vehicle: the manual cascade; doors 0 and transmission 'Not specified' until chosen (SPEC.md 7). */
export function searchVehicles(api: ApiClient, query: ManualVehicleQuery): Promise<ManualVehicleAnswer> {
  const url = urlOf(
    calls.searchVehicles,
    {},
    {
      manufacturer: query.manufacturer ?? '',
      model: query.model ?? '',
      fuel_type: query.fuel_type ?? '',
      year: query.year ?? '',
      transmission: query.transmission || 'Not specified',
      doors: query.doors || '0',
    },
  );
  return api.get<ManualVehicleAnswer>(url, { quiet: true });
}
