/**
 * Dates are ISO YYYY-MM-DD strings until shown (STYLE.md). These helpers read "today" from the
 * clock each time they are called, so rules relative to today hold at validation time.
 */

const DISPLAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** Days in each month of a common year; February gains a day in a leap year. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * Whether the day exists in the Gregorian calendar. Worked out, not asked of a Date: the date rules
 * run it for every dated answer in every validation. Years before 100 are not real dates here, as
 * before (a Date reads them as 19xx).
 */
function isRealDate(y: number, m: number, d: number): boolean {
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d)) return false;
  if (y < 100 || m < 1 || m > 12 || d < 1) return false;
  return d <= (m === 2 && isLeapYear(y) ? 29 : MONTH_DAYS[m - 1]);
}

/** The number written by `count` ASCII digits from `start`, or -1 if any is not a digit. */
function digitsAt(value: string, start: number, count: number): number {
  let n = 0;
  for (let i = start; i < start + count; i++) {
    const code = value.charCodeAt(i) - 48;
    if (code < 0 || code > 9) return -1;
    n = n * 10 + code;
  }
  return n;
}

/**
 * YYYY-MM-DD read as one number, year * 10000 + month * 100 + day, or -1 when it is not written so.
 * Read character by character, with nothing allocated: the date rules read every dated answer, and
 * the bounds they compare it with, in every validation (decision 053).
 */
function isoNumber(value: string): number {
  if (value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return -1;
  const y = digitsAt(value, 0, 4);
  const m = digitsAt(value, 5, 2);
  const d = digitsAt(value, 8, 2);
  return y < 0 || m < 0 || d < 0 ? -1 : y * 10000 + m * 100 + d;
}

/** YYYY-MM-DD read as [year, month, day], or null when it is not written so. */
function isoParts(value: string): [number, number, number] | null {
  const n = isoNumber(value);
  return n < 0 ? null : [Math.floor(n / 10000), Math.floor(n / 100) % 100, n % 100];
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const n = typeof value === 'string' ? isoNumber(value) : -1;
  return n >= 0 && isRealDate(Math.floor(n / 10000), Math.floor(n / 100) % 100, n % 100);
}

/** DD/MM/YYYY (strict) to YYYY-MM-DD, or null when it is not a real date. */
export function displayToIso(value: string): string | null {
  const m = DISPLAY.exec(value);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isRealDate(y, mo, d) ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/** YYYY-MM-DD to DD/MM/YYYY; other input is returned unchanged. */
export function isoToDisplay(value: string): string {
  return isoNumber(value) < 0 ? value : `${value.slice(8)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Midnight UTC at the start of the last Sunday of a month (monthIndex 0-11). */
function lastSundayUtc(year: number, monthIndex: number): number {
  const lastDay = Date.UTC(year, monthIndex + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
}

/**
 * The UK's date at a moment, as YYYY-MM-DD: GMT, and BST (an hour ahead) from 01:00 GMT on the
 * last Sunday of March to 01:00 GMT on the last Sunday of October (the Summer Time Order, as
 * since 1996). Worked out rather than asked of Intl: a formatter with a time zone costs tens of
 * milliseconds to make on a phone, on the first render of every dated question.
 */
export function ukDateOf(ms: number): string {
  const year = new Date(ms).getUTCFullYear();
  const summer = ms >= lastSundayUtc(year, 2) + HOUR_MS && ms < lastSundayUtc(year, 9) + HOUR_MS;
  return new Date(ms + (summer ? HOUR_MS : 0)).toISOString().slice(0, 10);
}

/** The last answer, by the second it was worked out for (a day starts on a whole second). */
let lastDay: { second: number; iso: string } | undefined;

/** Today's date in the UK as YYYY-MM-DD. */
export function todayIso(now?: Date): string {
  const ms = now ? now.getTime() : Date.now();
  const second = Math.floor(ms / 1000);
  if (lastDay?.second !== second) lastDay = { second, iso: ukDateOf(second * 1000) };
  return lastDay.iso;
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Add whole days (may be negative) to an ISO date. */
export function addDays(iso: string, days: number): string {
  const parts = isoParts(iso);
  if (!parts) throw new RangeError(`Not an ISO date: ${iso}`);
  return new Date(Date.UTC(parts[0], parts[1] - 1, parts[2] + days)).toISOString().slice(0, 10);
}

/** Add whole years to an ISO date; 29 February falls back to 28 February. */
export function addYears(iso: string, years: number): string {
  const parts = isoParts(iso);
  if (!parts) throw new RangeError(`Not an ISO date: ${iso}`);
  const [y, m, d] = parts;
  const day = isRealDate(y + years, m, d) ? d : d - 1;
  return `${String(y + years).padStart(4, '0')}-${twoDigits(m)}-${twoDigits(day)}`;
}

/** Age in whole years on a given day (default today). */
export function ageOn(dobIso: string, onIso: string = todayIso()): number {
  const [by, bm, bd] = isoParts(dobIso) ?? dobIso.split('-').map(Number);
  const [y, m, d] = isoParts(onIso) ?? onIso.split('-').map(Number);
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}

/** Whole days from a to b (b - a). */
export function daysBetween(aIso: string, bIso: string): number {
  return Math.round((Date.parse(`${bIso}T00:00:00Z`) - Date.parse(`${aIso}T00:00:00Z`)) / 86_400_000);
}
