/**
 * Dates are ISO YYYY-MM-DD strings until shown (STYLE.md). These helpers read "today" from the
 * clock each time they are called, so rules relative to today hold at validation time.
 */

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function isRealDate(y: number, m: number, d: number): boolean {
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = ISO.exec(value);
  return m !== null && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
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
  const m = ISO.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/**
 * The UK's calendar date, made once: building an Intl.DateTimeFormat costs far more than using one,
 * and the validators ask for today on every date rule of every proposal.
 */
const UK_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in the UK as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  const parts = UK_DATE.formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Add whole days (may be negative) to an ISO date. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d + days));
  return dt.toISOString().slice(0, 10);
}

/** Add whole years to an ISO date; 29 February falls back to 28 February. */
export function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const day = isRealDate(y + years, m, d) ? d : d - 1;
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Age in whole years on a given day (default today). */
export function ageOn(dobIso: string, onIso: string = todayIso()): number {
  const [by, bm, bd] = dobIso.split('-').map(Number);
  const [y, m, d] = onIso.split('-').map(Number);
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}

/** Whole days from a to b (b - a). */
export function daysBetween(aIso: string, bIso: string): number {
  return Math.round((Date.parse(`${bIso}T00:00:00Z`) - Date.parse(`${aIso}T00:00:00Z`)) / 86_400_000);
}
