/**
 * Pure logic of the vehicle lookup field: turning a registration lookup or a manual search answer into
 * the proposal's vehicle fields, and the manual cascade's order (SPEC.md 2.6, 3, 7).
 */
import type {
  ListOption,
  ManualVehicleQuery,
  ManualVehicleResult,
  VehicleSearchResult,
} from '../../src/domain/form-services';
import { normaliseRegistration } from '../../src/domain/patterns';
import bodyTypeList from '../../schemas/lists/vehicle_body_type.json';
import fuelTypeList from '../../schemas/lists/fuel_type.json';
import transmissionList from '../../schemas/lists/transmission.json';

/** The provider's sentinel: the registration exists but matches no derivative (SPEC.md 3). */
export const DUMP_CODE = 'DUMP CODE';
/** The provider's sentinel for a registration it could not read (SPEC.md 3). */
export const INVALID_CODE = 'INVALID';
/** What the card shows for a detail the provider did not give (SPEC.md 3). */
export const UNKNOWN = 'Unknown';

/** A vehicle object of the proposal, as far as this field reads and writes it. */
export type VehicleData = Record<string, unknown>;

/**
 * A registration lookup answer as the server really sends it: a DUMP CODE answer has nulls for the
 * derivative details, and doors and seats may be missing.
 */
export type LookupAnswer = {
  [K in keyof VehicleSearchResult]?: VehicleSearchResult[K] | null;
};

/** Fields the lookup fills and hides from the rest of the vehicle questions. */
export const HIDDEN_LOOKUP_FIELDS = [
  'vehicle_registration',
  'vehicle_make',
  'vehicle_model',
  'year_of_manufacture',
  'abi_code',
  'engine_size',
  'fuel_type',
  'transmission',
  'number_of_doors',
  'dump_code_used',
  'year_min',
  'year_max',
] as const;

/** Every field the lookup may fill: the hidden ones plus visible questions it pre-answers. */
export const LOOKUP_FIELDS = [
  ...HIDDEN_LOOKUP_FIELDS,
  'body_type',
  'weight',
  'date_registered',
  'imported_vehicle',
] as const;

/** The manual search choices, in the order they are asked (SPEC.md 2.6). */
export const MANUAL_STEPS = ['manufacturer', 'model', 'fuel_type', 'year', 'transmission', 'doors'] as const;
export type ManualStep = (typeof MANUAL_STEPS)[number];
export type ManualChoices = Partial<Record<ManualStep, string>>;

/** The visible label of each manual choice. */
export const MANUAL_STEP_LABELS: Record<ManualStep, string> = {
  manufacturer: 'Manufacturer',
  model: 'Model',
  fuel_type: 'Fuel type',
  year: 'Registration year',
  transmission: 'Transmission',
  doors: 'Doors',
};

/** Manual doors choices (SPEC.md 9). */
const DOOR_RANGE = { min: 2, max: 5 };

/** The reference lists whose names the card shows in place of codes (DIESEL -> Diesel, PV -> Panel van). */
export const DISPLAY_LISTS = {
  fuel_type: fuelTypeList.options,
  transmission: transmissionList.options,
  body_type: bodyTypeList.options,
} satisfies Record<string, ListOption[]>;

/** True once the vehicle has a real abi_code (not empty, not a sentinel): the lookup is complete. */
export function isLookupComplete(vehicle: VehicleData | undefined): boolean {
  const code = vehicle?.abi_code;
  return typeof code === 'string' && code.trim() !== '' && code !== DUMP_CODE && code !== INVALID_CODE;
}

/** The vehicle without any field the lookup fills; `keep` names fields to leave in place. */
export function clearLookupFields(vehicle: VehicleData | undefined, keep: string[] = []): VehicleData {
  const next: VehicleData = { ...(vehicle ?? {}) };
  for (const field of LOOKUP_FIELDS) if (!keep.includes(field)) delete next[field];
  return next;
}

/** Adds the given fields to the vehicle, leaving out null and undefined ones. */
function withFields(vehicle: VehicleData, fields: VehicleData): VehicleData {
  const next = { ...vehicle };
  for (const [key, value] of Object.entries(fields))
    if (value !== null && value !== undefined) next[key] = value;
  return next;
}

/** What became of a registration lookup. */
export type LookupOutcome =
  | { kind: 'found'; answer: LookupAnswer }
  | { kind: 'dump-code'; answer: LookupAnswer }
  | { kind: 'not-found' };

/** Reads the vehicles a registration lookup answered: the first one is used (SPEC.md 7). */
export function lookupOutcome(vehicles: LookupAnswer[] | null | undefined): LookupOutcome {
  const first = vehicles?.[0];
  if (!first || !first.abi_code || first.abi_code === INVALID_CODE) return { kind: 'not-found' };
  if (first.abi_code === DUMP_CODE) return { kind: 'dump-code', answer: first };
  return { kind: 'found', answer: first };
}

/**
 * The vehicle after choosing a registration lookup answer: every lookup-filled field replaced by the
 * answer's (a detail the answer lacks is left out, never kept from an earlier vehicle).
 */
export function vehicleFromLookup(
  vehicle: VehicleData | undefined,
  answer: LookupAnswer,
  registration: string,
) {
  return withFields(clearLookupFields(vehicle), {
    vehicle_registration: normaliseRegistration(answer.registration || registration),
    vehicle_make: answer.manufacturer,
    vehicle_model: answer.model,
    year_of_manufacture: answer.year,
    abi_code: answer.abi_code,
    engine_size: answer.engine_size,
    fuel_type: answer.fuel_type,
    transmission: answer.transmission,
    number_of_doors: answer.number_of_doors,
    body_type: answer.body_type,
    weight: answer.gvw,
    date_registered: answer.date_registered,
    imported_vehicle: answer.imported,
    dump_code_used: answer.abi_code === DUMP_CODE,
  });
}

/** What the manual search confirmation adds to the chosen vehicle. */
export interface ManualConfirmation {
  choices: ManualChoices;
  /** The registration typed, if any (it can be added later). */
  registration: string;
  /** The DUMP CODE answer that sent the customer here; its registration details hold while its registration is kept. */
  dumpCode?: LookupAnswer;
}

/** The vehicle after confirming a manual search result. */
export function vehicleFromManual(
  vehicle: VehicleData | undefined,
  result: ManualVehicleResult,
  { choices, registration, dumpCode: dumpAnswer }: ManualConfirmation,
): VehicleData {
  const reg = normaliseRegistration(registration);
  const dumpCode =
    dumpAnswer && reg !== '' && normaliseRegistration(dumpAnswer.registration ?? '') === reg
      ? dumpAnswer
      : undefined;
  const year = Number(choices.year);
  const doors = Number(choices.doors);
  return withFields(clearLookupFields(vehicle), {
    vehicle_registration: reg === '' ? undefined : reg,
    vehicle_make: result.manufacturer,
    vehicle_model: result.model,
    year_of_manufacture: Number.isInteger(year) && year > 0 ? year : undefined,
    abi_code: result.abi_code,
    engine_size: result.engine_size,
    fuel_type: result.fuel_type,
    transmission: result.transmission,
    number_of_doors: Number.isInteger(doors) && doors > 0 ? doors : result.doors,
    body_type: result.body_style,
    weight: result.gvw,
    year_min: result.year_min,
    year_max: result.year_max,
    date_registered: dumpCode?.date_registered,
    imported_vehicle: dumpCode?.imported,
    dump_code_used: dumpCode !== undefined,
  });
}

/** The index of a manual step in the cascade. */
export function stepIndex(step: ManualStep): number {
  return MANUAL_STEPS.indexOf(step);
}

/** The choices after choosing `value` for `step`: every later choice is cleared (SPEC.md 2.6). */
export function chooseManual(choices: ManualChoices, step: ManualStep, value: string): ManualChoices {
  const next: ManualChoices = {};
  for (const s of MANUAL_STEPS.slice(0, stepIndex(step))) if (choices[s]) next[s] = choices[s];
  if (value !== '') next[step] = value;
  return next;
}

/** True when every step before `step` is chosen, so `step` can be answered. */
export function isStepReachable(choices: ManualChoices, step: ManualStep): boolean {
  return MANUAL_STEPS.slice(0, stepIndex(step)).every((s) => Boolean(choices[s]));
}

/**
 * The manual search query for the choices made so far: every step is sent, an unanswered one empty,
 * except doors '0' and transmission 'Not specified' (SPEC.md 7). A choice after a gap is not sent.
 */
export function manualQuery(choices: ManualChoices): ManualVehicleQuery {
  const query: Record<ManualStep, string> = {
    manufacturer: '',
    model: '',
    fuel_type: '',
    year: '',
    transmission: 'Not specified',
    doors: '0',
  };
  for (const step of MANUAL_STEPS) {
    if (!choices[step]) break;
    query[step] = choices[step] as string;
  }
  return query;
}

/** The options of a manual step as shown: doors limited to 2-5 (SPEC.md 9), unless none would be left. */
export function manualOptions(step: ManualStep, options: ListOption[]): ListOption[] {
  if (step !== 'doors') return options;
  const within = options.filter((o) => {
    const doors = Number(o.value);
    return doors >= DOOR_RANGE.min && doors <= DOOR_RANGE.max;
  });
  return within.length > 0 ? within : options;
}

/** A vehicle detail as the card shows it: 'Unknown' when missing or a sentinel. */
export function displayValue(value: unknown, options?: ListOption[]): string {
  if (value === null || value === undefined) return UNKNOWN;
  const text = String(value).trim();
  if (text === '' || text === DUMP_CODE || text === INVALID_CODE) return UNKNOWN;
  return options?.find((o) => o.value === text)?.name ?? text;
}

/** An engine size in cc, or 'Unknown'. */
export function displayEngineSize(value: unknown): string {
  const text = displayValue(value);
  return text === UNKNOWN ? text : `${text}cc`;
}

/** How a manual search result reads as a choice: description, engine size, body. */
export function manualResultLabel(result: ManualVehicleResult): string {
  return [
    result.model,
    displayEngineSize(result.engine_size),
    displayValue(result.body_style, DISPLAY_LISTS.body_type),
  ].join(', ');
}

/** The rows of the found card, from the vehicle as stored (so a reloaded proposal shows the same). */
export function vehicleDetails(vehicle: VehicleData | undefined): Array<{ label: string; value: string }> {
  const v = vehicle ?? {};
  return [
    { label: 'Registration', value: displayValue(v.vehicle_registration) },
    { label: 'Manufacturer', value: displayValue(v.vehicle_make) },
    { label: 'Model', value: displayValue(v.vehicle_model) },
    { label: 'Year', value: displayValue(v.year_of_manufacture) },
    { label: 'Fuel type', value: displayValue(v.fuel_type, DISPLAY_LISTS.fuel_type) },
    { label: 'Transmission', value: displayValue(v.transmission, DISPLAY_LISTS.transmission) },
    { label: 'Engine size', value: displayEngineSize(v.engine_size) },
    { label: 'Body type', value: displayValue(v.body_type, DISPLAY_LISTS.body_type) },
  ];
}
