/**
 * What the form's widgets may ask of the app, handed to them through RJSF's formContext
 * (widgets import nothing from src/api: DESIGN.md 1 one-way imports).
 */

export interface ListOption {
  name: string;
  value: string;
}

/** An address as the proposal stores it (SPEC.md 3 "Address"). */
export interface ProposalAddress {
  postcode: string;
  line_1: string;
  line_2?: string;
  line_3?: string;
  line_4?: string;
  line_5?: string;
}

/** One answer of the address search (SPEC.md 7: line1 to line5 and postcode). */
export interface AddressSearchResult {
  line1: string;
  line2: string;
  line3: string;
  line4: string;
  line5: string;
  postcode: string;
}

/**
 * A registration lookup answer (SPEC.md 3 "Vehicle search result") plus number_of_doors and
 * number_of_seats. body_type is the code of the vehicle_body_type list (PV, PU ...). For a DUMP CODE
 * answer the derivative details (manufacturer to body_type, doors, seats) are null.
 */
export interface VehicleSearchResult {
  abi_code: string;
  date_registered: string;
  engine_size: number | null;
  fuel_type: string | null;
  manufacturer: string | null;
  model: string | null;
  registration: string;
  year: number;
  imported: boolean;
  transmission: string | null;
  gvw: number | null;
  body_type: string | null;
  number_of_doors: number | null;
  number_of_seats: number | null;
}

/** The manual cascade's query: what has been chosen so far (doors 0 and 'Not specified' = not yet). */
export interface ManualVehicleQuery {
  manufacturer?: string;
  model?: string;
  fuel_type?: string;
  year?: string;
  transmission?: string;
  doors?: string;
}

/** A manual search result (SPEC.md 3). */
export interface ManualVehicleResult {
  manufacturer: string;
  model: string;
  fuel_type: string;
  engine_size: number;
  body_style: string;
  year_min: number;
  year_max: number;
  transmission: string;
  abi_code: string;
  doors: number;
  gvw: number;
  seats: number;
}

export type ManualVehicleAnswer =
  | {
      field: 'manufacturer' | 'model' | 'fuel_type' | 'year' | 'transmission' | 'doors';
      options: ListOption[];
    }
  | { field: 'vehicles'; vehicles: ManualVehicleResult[] };

export interface FormServices {
  /** A named reference list's options (loaded once, then cached). */
  loadList(name: string): Promise<ListOption[]>;
  /** Options already loaded, without waiting (undefined if not loaded yet). */
  cachedList(name: string): ListOption[] | undefined;
  searchAddress(postcode: string): Promise<AddressSearchResult[]>;
  lookupRegistration(registration: string): Promise<VehicleSearchResult[]>;
  manualVehicle(query: ManualVehicleQuery): Promise<ManualVehicleAnswer>;
}

/** What every form step hands its widgets through RJSF's formContext. */
export interface FormContext {
  services: FormServices;
}
