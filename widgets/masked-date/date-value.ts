import { displayToIso, isIsoDate, isoToDisplay } from '#domain/dates.ts';

/**
 * The value a typed date emits: nothing for an empty box, the ISO date once DD/MM/YYYY is complete
 * and real, otherwise the text as typed so the schema's date rule can say 'Please enter a valid date'.
 */
export function typedToValue(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return displayToIso(trimmed) ?? trimmed;
}

/** What the box shows for a stored value: an ISO date as DD/MM/YYYY, unfinished text as it is. */
export function valueToDisplay(value: unknown): string {
  if (typeof value !== 'string') return '';
  return isIsoDate(value) ? isoToDisplay(value) : value;
}
