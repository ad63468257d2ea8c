/**
 * A van found by registration or chosen by manual search, turned into the proposal's vehicle answers
 * (SPEC.md 2.6, 3, 4). The quote form's lookup field and the payment option screen's confirm-vehicle
 * step both use these, so a van fills the answers the same way wherever it is found.
 */
import type { ManualVehicleResult, VehicleSearchResult } from '#domain/contract/lookups.ts';
import { normaliseRegistration } from '#domain/patterns.ts';

/** The provider's sentinel: the registration exists but matches no derivative (SPEC.md 3). */
export const DUMP_CODE = 'DUMP CODE';
/** The provider's sentinel for a registration it could not read (SPEC.md 3). */
export const INVALID_CODE = 'INVALID';

/** A vehicle object of the proposal, as far as the lookup reads and writes it. */
export type VehicleData = Record<string, unknown>;

/** A registration lookup answer as it really arrives: any detail may be null or missing. */
export type LookupAnswer = { [K in keyof VehicleSearchResult]?: VehicleSearchResult[K] | null };

/** Every answer a lookup (by registration or manual search) fills; a new van replaces them all. */
export const LOOKUP_FIELDS = [
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
  'body_type',
  'weight',
  'date_registered',
  'imported_vehicle',
] as const;

/** True once the vehicle has a real abi_code (not empty, not a sentinel): the lookup is complete. */
export function isLookupComplete(vehicle: VehicleData | undefined): boolean {
  const code = vehicle?.abi_code;
  return typeof code === 'string' && code.trim() !== '' && code !== DUMP_CODE && code !== INVALID_CODE;
}

/** The vehicle without any answer a lookup fills; `keep` names answers to leave in place. */
export function clearLookupFields(
  vehicle: VehicleData | undefined,
  keep: readonly string[] = [],
): VehicleData {
  const next: VehicleData = { ...(vehicle ?? {}) };
  for (const field of LOOKUP_FIELDS) if (!keep.includes(field)) delete next[field];
  return next;
}

/** Adds the given answers, leaving out null and undefined ones. */
function withAnswers(vehicle: VehicleData, answers: VehicleData): VehicleData {
  const next = { ...vehicle };
  for (const [key, value] of Object.entries(answers))
    if (value !== null && value !== undefined) next[key] = value;
  return next;
}

/** What became of a registration lookup. */
export type LookupOutcome =
  | { kind: 'found'; answer: LookupAnswer }
  | { kind: 'dump-code'; answer: LookupAnswer }
  | { kind: 'not-found' };

/** Reads the vehicles a registration lookup answered: the first one is used (SPEC.md 7). */
export function lookupOutcome(vehicles: readonly LookupAnswer[] | null | undefined): LookupOutcome {
  const first = vehicles?.[0];
  if (!first || !first.abi_code || first.abi_code === INVALID_CODE) return { kind: 'not-found' };
  if (first.abi_code === DUMP_CODE) return { kind: 'dump-code', answer: first };
  return { kind: 'found', answer: first };
}

/**
 * The vehicle after choosing a registration lookup answer: every lookup-filled answer replaced by the
 * answer's (a detail the answer lacks is left out, never kept from an earlier van); the customer's
 * own answers (value, seats, security ...) stay.
 */
export function vehicleFromLookup(
  vehicle: VehicleData | undefined,
  answer: LookupAnswer,
  registration = '',
): VehicleData {
  return withAnswers(clearLookupFields(vehicle), {
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

/** The manual search's choices that a confirmed result needs besides the result itself. */
export interface ManualConfirmation {
  /** The registration year and doors chosen (strings, as the cascade holds them). */
  year?: string;
  doors?: string;
  /** The registration typed, if any (it can be added later). */
  registration: string;
  /** The DUMP CODE answer that sent the customer here; its registration details hold while its registration is kept. */
  dumpCode?: LookupAnswer;
}

/** The vehicle after confirming a manual search result. */
export function vehicleFromManual(
  vehicle: VehicleData | undefined,
  result: ManualVehicleResult,
  { year, doors, registration, dumpCode: dumpAnswer }: ManualConfirmation,
): VehicleData {
  const reg = normaliseRegistration(registration);
  const dumpCode =
    dumpAnswer && reg !== '' && normaliseRegistration(dumpAnswer.registration ?? '') === reg
      ? dumpAnswer
      : undefined;
  const chosenYear = Number(year);
  const chosenDoors = Number(doors);
  return withAnswers(clearLookupFields(vehicle), {
    vehicle_registration: reg === '' ? undefined : reg,
    vehicle_make: result.manufacturer,
    vehicle_model: result.model,
    year_of_manufacture: Number.isInteger(chosenYear) && chosenYear > 0 ? chosenYear : undefined,
    abi_code: result.abi_code,
    engine_size: result.engine_size,
    fuel_type: result.fuel_type,
    transmission: result.transmission,
    number_of_doors: Number.isInteger(chosenDoors) && chosenDoors > 0 ? chosenDoors : result.doors,
    body_type: result.body_style,
    weight: result.gvw,
    year_min: result.year_min,
    year_max: result.year_max,
    date_registered: dumpCode?.date_registered,
    imported_vehicle: dumpCode?.imported,
    dump_code_used: dumpCode !== undefined,
  });
}
