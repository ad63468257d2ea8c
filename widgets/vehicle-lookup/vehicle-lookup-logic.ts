/**
 * Pure logic of the vehicle lookup field's own screens: the manual cascade's order and choices, and
 * how the card shows a van (SPEC.md 2.6, 3, 7). Turning a found van into the proposal's answers is
 * domain knowledge (src/domain/vehicle/vehicle-lookup.ts), shared with the payment option screen.
 */
import {
  manualVehicleFields,
  type ListOption,
  type ManualVehicleField,
  type ManualVehicleQuery,
  type ManualVehicleResult,
} from '#domain/contract/lookups.ts';
import { DUMP_CODE, INVALID_CODE, type VehicleData } from '#domain/vehicle/vehicle-lookup.ts';

/** What the card shows for a detail the provider did not give (SPEC.md 3). */
export const UNKNOWN = 'Unknown';

/** The manual search choices, in the order they are asked (SPEC.md 2.6). */
export const MANUAL_STEPS = manualVehicleFields;
export type ManualStep = ManualVehicleField;
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
export const DISPLAY_LISTS = ['fuel_type', 'transmission', 'vehicle_body_type'] as const;
export type DisplayLists = Partial<Record<(typeof DISPLAY_LISTS)[number], readonly ListOption[]>>;

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
export function displayValue(value: unknown, options?: readonly ListOption[]): string {
  if (value === null || value === undefined) return UNKNOWN;
  const text = String(value).trim();
  if (text === '' || text === DUMP_CODE || text === INVALID_CODE) return UNKNOWN;
  return options?.find((o) => o.value === text)?.name ?? text;
}

/** An engine size in cc, 'Unknown' when missing, or null for 0 (an electric van has none to show). */
export function displayEngineSize(value: unknown): string | null {
  if (value === 0 || value === '0') return null;
  const text = displayValue(value);
  return text === UNKNOWN ? text : `${text}cc`;
}

/** How a manual search result reads as a choice: description, engine size, body. */
export function manualResultLabel(result: ManualVehicleResult, lists: DisplayLists = {}): string {
  return [
    result.model,
    displayEngineSize(result.engine_size),
    displayValue(result.body_style, lists.vehicle_body_type),
  ]
    .filter((part) => part !== null)
    .join(', ');
}

/** The rows of the found card, from the vehicle as stored (so a reloaded proposal shows the same); no engine size for 0. */
export function vehicleDetails(
  vehicle: VehicleData | undefined,
  lists: DisplayLists = {},
): Array<{ label: string; value: string }> {
  const v = vehicle ?? {};
  const rows: Array<{ label: string; value: string | null }> = [
    { label: 'Registration', value: displayValue(v.vehicle_registration) },
    { label: 'Manufacturer', value: displayValue(v.vehicle_make) },
    { label: 'Model', value: displayValue(v.vehicle_model) },
    { label: 'Year', value: displayValue(v.year_of_manufacture) },
    { label: 'Fuel type', value: displayValue(v.fuel_type, lists.fuel_type) },
    { label: 'Transmission', value: displayValue(v.transmission, lists.transmission) },
    { label: 'Engine size', value: displayEngineSize(v.engine_size) },
    { label: 'Body type', value: displayValue(v.body_type, lists.vehicle_body_type) },
  ];
  return rows.filter((row): row is { label: string; value: string } => row.value !== null);
}
