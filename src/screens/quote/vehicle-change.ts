import type { VehicleSearchResult } from '../../domain/form-services';

type Vehicle = Record<string, unknown>;

/** The vehicle answers after the customer confirms the van a registration lookup found (SPEC.md 4). */
export function vehicleFromLookup(current: Vehicle, found: VehicleSearchResult): Vehicle {
  const next: Vehicle = {
    ...current,
    vehicle_registration: found.registration,
    vehicle_make: found.manufacturer,
    vehicle_model: found.model,
    year_of_manufacture: found.year,
    abi_code: found.abi_code,
    engine_size: found.engine_size,
    fuel_type: found.fuel_type,
    transmission: found.transmission,
    body_type: found.body_type,
    date_registered: found.date_registered,
    imported_vehicle: found.imported,
    dump_code_used: found.abi_code === 'DUMP CODE',
  };
  if (typeof found.gvw === 'number') next.weight = found.gvw;
  if (typeof found.number_of_doors === 'number') next.number_of_doors = found.number_of_doors;
  return Object.fromEntries(Object.entries(next).filter(([, v]) => v !== null && v !== undefined));
}
