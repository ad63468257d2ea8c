import { displayToIso, isIsoDate, isoToDisplay } from '#domain/dates.ts';

/**
 * Typed text read the only way the box reads it, as DD/MM/YYYY: its digits, with a slash after the
 * day and the month (what the mask shows). So '2000-02-01' is the unreal '20/00/0201', never a date
 * in another order that would pass as the ISO value it resembles.
 */
function asDayMonthYear(text: string): string {
  const digits = text.replace(/\D/g, '');
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '').join('/');
}

/**
 * The value a typed date emits: nothing for an empty box, the ISO date once DD/MM/YYYY is complete
 * and real, otherwise the text as the box shows it (as typed if it has no digits at all) so the
 * schema's date rule can say 'Please enter a valid date'.
 */
export function typedToValue(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const shown = asDayMonthYear(trimmed);
  return displayToIso(shown) ?? (shown || trimmed);
}

/** What the box shows for a stored value: an ISO date as DD/MM/YYYY, unfinished text as it is. */
export function valueToDisplay(value: unknown): string {
  if (typeof value !== 'string') return '';
  return isIsoDate(value) ? isoToDisplay(value) : value;
}
