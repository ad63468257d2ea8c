import { addYears } from '#domain/dates.ts';

/**
 * The first band whose upper bound is at least `value` (bands ascend; a null bound has no limit).
 * Throws when no band fits, which means a table lacks its open-ended last band.
 */
export function bandFor<T>(bands: readonly T[], value: number, maxOf: (band: T) => number | null): T {
  const band = bands.find((b) => {
    const max = maxOf(b);
    return max === null || value <= max;
  });
  if (band === undefined) throw new Error(`No rating band covers ${value}.`);
  return band;
}

/** Derived factors are kept to 4 decimal places so the worked arithmetic in docs/rating.md is exact. */
export const round4 = (x: number): number => Math.round(x * 10_000) / 10_000;

/** True when an ISO date falls within the `years` before `today` (on or after today minus years). */
export const withinYears = (dateIso: string, today: string, years: number): boolean =>
  dateIso >= addYears(today, -years);

/** Replaces {name} in a message with params[name]; numbers are written en-GB (75,000). */
export function fill(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = params[name];
    if (typeof v === 'number') return v.toLocaleString('en-GB');
    return typeof v === 'string' ? v : whole;
  });
}
