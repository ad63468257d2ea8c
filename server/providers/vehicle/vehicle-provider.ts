import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isValidRegistration, normaliseRegistration } from '#domain/patterns.ts';
import { invalid } from '#server/http/errors.ts';
import {
  manualVehicleFields,
  type ListOption,
  type ManualVehicleAnswer,
  type ManualVehicleField,
  type ManualVehicleQuery,
  type ManualVehicleResult,
  type VehicleSearchResult,
} from '#domain/contract/lookups.ts';
import { DUMP_CODE } from '#domain/vehicle/vehicle-lookup.ts';
import { LISTS_DIR } from '#server/lists/reference-lists.ts';
import { projectPath } from '#server/project-files.ts';

/** One derivative of data/vans.json (see data/README.md for each field). */
export interface Van {
  abi_code: string;
  manufacturer: string;
  model: string;
  range: string;
  fuel_type: string;
  transmission: string;
  doors: number;
  engine_size: number;
  body_type: string;
  gvw: number;
  seats: number;
  year_min: number;
  year_max: number;
  list_price: number;
}

/** One entry of data/demo-registrations.json. */
export interface DemoRegistration {
  registration: string;
  abi_code: string;
  year: number;
  date_registered: string;
  imported: boolean;
}

/** What the embedded provider is built from; tests pass their own. */
export interface VehicleData {
  vans: Van[];
  excludedManufacturers: string[];
  registrations: DemoRegistration[];
}

/** Finds vans. The embedded one reads the shipped data; a real one can stand in by configuration. */
export interface VehicleProvider {
  /** The vehicles registered under a mark (any spacing or case); empty when unknown or invalid. */
  findByRegistration(registration: string): Promise<VehicleSearchResult[]>;
  /** The next step of the manual search; an unknown choice is a 422 naming its field. */
  options(query: ManualVehicleQuery): Promise<ManualVehicleAnswer>;
  /** The facts of a derivative by its code, as the proposal stores them; null for an unknown code. */
  facts(abiCode: string): Promise<VehicleFacts | null>;
}

/** What the dataset, not the customer, says about a van (issue 10). */
export interface VehicleFacts {
  vehicle_make: string;
  vehicle_model: string;
  fuel_type: string;
  transmission: string;
  engine_size: number;
  number_of_doors: number;
  year_min: number;
  year_max: number;
}

const DATA_DIR = projectPath('server', 'providers', 'vehicle', 'data');

/** vans.json body types to vehicle_body_type codes (data/README.md). */
const BODY_TYPE_CODES: Record<string, string> = {
  'PANEL VAN': 'PV',
  'HIGH ROOF VAN': 'HR',
  'CREW VAN': 'CV',
  'WINDOW VAN': 'WV',
  'CAR DERIVED VAN': 'CD',
  'PICK-UP': 'PU',
  DROPSIDE: 'DS',
  TIPPER: 'TP',
  LUTON: 'LU',
  'CHASSIS CAB': 'CC',
  'REFRIGERATED VAN': 'RF',
};

/** What the quote form sends for a choice not made yet (SPEC.md 7). */
const NOT_CHOSEN = new Set(['', 'Not specified']);
const NOT_CHOSEN_DOORS = '0';
const IN_LIST_MESSAGE = 'Please select one of the available options.';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Option names of a reference list (schemas/lists), by value: DIESEL -> Diesel. */
function labelsOf(list: string): Map<string, string> {
  const { options } = readJson<{ options: ListOption[] }>(join(LISTS_DIR, `${list}.json`));
  return new Map(options.map((o) => [o.value, o.name]));
}

let shipped: VehicleData | undefined;

/** The shipped data of data/, read on first use and kept. */
export function shippedVehicleData(): VehicleData {
  shipped ??= {
    vans: readJson<Van[]>(join(DATA_DIR, 'vans.json')),
    excludedManufacturers: readJson<string[]>(join(DATA_DIR, 'excluded-manufacturers.json')),
    registrations: readJson<DemoRegistration[]>(join(DATA_DIR, 'demo-registrations.json')),
  };
  return shipped;
}

/** The embedded provider over the shipped demo data (data/README.md). */
export function embeddedVehicleProvider(): VehicleProvider {
  return createVehicleProvider(shippedVehicleData());
}

/** A provider over the given data; vans of excluded manufacturers never appear in its answers. */
export function createVehicleProvider(data: VehicleData): VehicleProvider {
  const excluded = new Set(data.excludedManufacturers.map((m) => m.toUpperCase()));
  const vans = data.vans.filter((van) => !excluded.has(van.manufacturer.toUpperCase()));
  const byAbiCode = new Map(vans.map((van) => [van.abi_code, van]));
  const byRegistration = new Map(data.registrations.map((r) => [normaliseRegistration(r.registration), r]));
  const labels: Partial<Record<ManualVehicleField, Map<string, string>>> = {
    fuel_type: labelsOf('fuel_type'),
    transmission: labelsOf('transmission'),
  };

  return {
    async findByRegistration(registration) {
      const reg = normaliseRegistration(registration);
      if (reg === '' || !isValidRegistration(reg)) return [];
      const entry = byRegistration.get(reg);
      if (!entry) return [];
      if (entry.abi_code === DUMP_CODE) return [dumpCodeResult(entry)];
      const van = byAbiCode.get(entry.abi_code);
      return van ? [searchResult(entry, van)] : [];
    },

    async facts(abiCode) {
      const van = byAbiCode.get(abiCode);
      if (!van) return null;
      return {
        vehicle_make: van.manufacturer,
        vehicle_model: van.model,
        fuel_type: van.fuel_type,
        transmission: van.transmission,
        engine_size: van.engine_size,
        number_of_doors: van.doors,
        year_min: van.year_min,
        year_max: van.year_max,
      };
    },

    async options(query) {
      let matching = vans;
      for (const field of manualVehicleFields) {
        const options = optionsOf(field, matching, labels[field]);
        const chosen = choiceOf(field, query[field]);
        if (chosen === undefined) return { field, options };
        if (!options.some((o) => o.value === chosen))
          throw invalid([{ path: field, message: IN_LIST_MESSAGE }]);
        matching = matching.filter((van) => valuesOf(field, van).includes(chosen));
      }
      return {
        field: 'vehicles',
        vehicles: matching.map(manualResult).sort((a, b) => a.model.localeCompare(b.model)),
      };
    },
  };
}

/** A query value in the form the data holds it, or undefined when the choice is not made yet. */
function choiceOf(field: ManualVehicleField, raw: string | undefined): string | undefined {
  const value = raw?.trim() ?? '';
  if (NOT_CHOSEN.has(value) || (field === 'doors' && value === NOT_CHOSEN_DOORS)) return undefined;
  return value.toUpperCase();
}

/** The values a van offers for a choice; a van spans every year from year_min to year_max. */
function valuesOf(field: ManualVehicleField, van: Van): string[] {
  switch (field) {
    case 'manufacturer':
      return [van.manufacturer];
    case 'model':
      return [van.range];
    case 'fuel_type':
      return [van.fuel_type];
    case 'year':
      return Array.from({ length: van.year_max - van.year_min + 1 }, (_, i) => String(van.year_min + i));
    case 'transmission':
      return [van.transmission];
    case 'doors':
      return [String(van.doors)];
  }
}

/** The distinct values of the matching vans: years newest first, doors ascending, others A-Z. */
function optionsOf(field: ManualVehicleField, vans: Van[], labels?: Map<string, string>): ListOption[] {
  const values = [...new Set(vans.flatMap((van) => valuesOf(field, van)))];
  if (field === 'year') values.sort((a, b) => Number(b) - Number(a));
  else if (field === 'doors') values.sort((a, b) => Number(a) - Number(b));
  else values.sort((a, b) => a.localeCompare(b));
  return values.map((value) => ({ name: labels?.get(value) ?? value, value }));
}

function searchResult(entry: DemoRegistration, van: Van): VehicleSearchResult {
  return {
    abi_code: van.abi_code,
    date_registered: entry.date_registered,
    engine_size: van.engine_size,
    fuel_type: van.fuel_type,
    manufacturer: van.manufacturer,
    model: van.model,
    registration: normaliseRegistration(entry.registration),
    year: entry.year,
    imported: entry.imported,
    transmission: van.transmission,
    gvw: van.gvw,
    body_type: BODY_TYPE_CODES[van.body_type] ?? null,
    number_of_doors: van.doors,
    number_of_seats: van.seats,
  };
}

function dumpCodeResult(entry: DemoRegistration): VehicleSearchResult {
  return {
    abi_code: DUMP_CODE,
    date_registered: entry.date_registered,
    engine_size: null,
    fuel_type: null,
    manufacturer: null,
    model: null,
    registration: normaliseRegistration(entry.registration),
    year: entry.year,
    imported: entry.imported,
    transmission: null,
    gvw: null,
    body_type: null,
    number_of_doors: null,
    number_of_seats: null,
  };
}

function manualResult(van: Van): ManualVehicleResult {
  return {
    manufacturer: van.manufacturer,
    model: van.model,
    fuel_type: van.fuel_type,
    engine_size: van.engine_size,
    body_style: BODY_TYPE_CODES[van.body_type] ?? van.body_type,
    year_min: van.year_min,
    year_max: van.year_max,
    transmission: van.transmission,
    abi_code: van.abi_code,
    doors: van.doors,
    gvw: van.gvw,
    seats: van.seats,
  };
}
