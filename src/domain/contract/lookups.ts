/**
 * Reference lists and the vehicle and address lookups as the API answers them (SPEC.md 3, 7).
 */

/** One option of a reference list: the name shown and the value stored. */
export interface ListOption {
  name: string;
  value: string;
}

/** A reference list (SPEC.md 3 "Reference lists"): `name` is dotted, e.g. "insurer.titles". */
export interface ReferenceList {
  name: string;
  options: ListOption[];
}

/** GET /api/list/{name} and GET /json/lists/{name}. */
export interface ListResponse {
  list: ReferenceList;
}

/** GET /api/list. */
export interface AllListsResponse {
  list: ReferenceList[];
}

/** GET /json/lists/initial: options by list key (the second segment of the dotted name). */
export type InitialListsResponse = Record<string, ListOption[]>;

/** An address as the proposal stores it (SPEC.md 3 "Address"). */
export interface ProposalAddress {
  postcode: string;
  line_1: string;
  line_2?: string;
  line_3?: string;
  line_4?: string;
  line_5?: string;
}

/** One answer of GET /json/address-search/{postcode} (SPEC.md 7: line1 to line5 and postcode). */
export interface AddressSearchResult {
  line1: string;
  line2: string;
  line3: string;
  line4: string;
  line5: string;
  postcode: string;
}

/**
 * One vehicle of GET /api/vehicle/registration (SPEC.md 3 "Vehicle search result") plus
 * number_of_doors and number_of_seats. body_type is a code of the vehicle_body_type list. For a
 * DUMP CODE answer the derivative details (manufacturer to body_type, doors, seats) are null.
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

/** GET /api/vehicle/registration: the first vehicle is used (SPEC.md 7). */
export interface VehicleLookupResponse {
  vehicles: VehicleSearchResult[];
}

/** The manual cascade's query: what has been chosen so far (doors 0 and 'Not specified' = not yet). */
export type ManualVehicleQuery = Partial<Record<ManualVehicleField, string>>;

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

/** The manual cascade's choices, in the order they are asked (SPEC.md 2.6) and sent (SPEC.md 7). */
export const manualVehicleFields = [
  'manufacturer',
  'model',
  'fuel_type',
  'year',
  'transmission',
  'doors',
] as const;
export type ManualVehicleField = (typeof manualVehicleFields)[number];

/** GET /api/vehicle: the options of the next choice, or the matching vehicles once all are made. */
export type ManualVehicleAnswer =
  | { field: ManualVehicleField; options: ListOption[] }
  | { field: 'vehicles'; vehicles: ManualVehicleResult[] };
