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

/** The separators customers type between a date's parts (the box shows '/'). */
const SEPARATOR = /^[/\-. ]$/;

/**
 * The box's text after a separator typed at its end: a day or month of one digit gets its leading
 * zero ('1' then '/' is '01', '01/5' then '/' is '01/05'), so '1/5/2022' reads as 1 May 2022 rather
 * than the mask running the digits on ('15/20/22'). Null where the separator changes nothing (the
 * mask then ignores it as before).
 */
export function afterSeparator(text: string, typed: string): string | null {
  if (!SEPARATOR.test(typed)) return null;
  const parts = text.split('/');
  const last = parts[parts.length - 1];
  if (parts.length > 2 || !/^\d$/.test(last)) return null;
  return [...parts.slice(0, -1), `0${last}`].join('/');
}

/**
 * Pasted (or filled in) text as the box's DD/MM/YYYY: a date written with any separators and one-digit
 * parts ('1.5.2022', '01-05-2022'), or the ISO form ('2022-05-01'). Null for anything else, which the
 * mask takes as typed.
 */
export function pastedDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const parts = iso
    ? [iso[3], iso[2], iso[1]]
    : /^(\d{1,2})[/\-. ](\d{1,2})[/\-. ](\d{4})$/.exec(trimmed)?.slice(1);
  if (!parts) return null;
  const [day, month, year] = parts;
  return `${day.padStart(2, '0')}/${month.padStart(2, '0')}/${year}`;
}
