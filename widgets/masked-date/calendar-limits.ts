import { addDays, isIsoDate } from '#domain/dates.ts';

/** The ui:options the date widget reads (README.md). */
export interface DateOptions {
  minYear?: number;
  maxYear?: number;
  yearsBack?: number;
  yearsAhead?: number;
  disablePast?: boolean;
  disableFuture?: boolean;
  maxDaysAhead?: number;
  quickChoices?: boolean;
}

/** What the calendar may show and pick: a year range and optional first and last days (ISO). */
export interface CalendarLimits {
  fromYear: number;
  toYear: number;
  earliest?: string;
  latest?: string;
}

const FIRST_YEAR = 1900;

/**
 * The calendar options a question's own date rules imply (DESIGN.md 2: the rule lives in the schema):
 * dateFrom "today" disables the past, dateTo "today" the future, dateTo { today: n } days beyond n;
 * age-min and age-max bound the years a date of birth can be picked from.
 */
export function optionsFromRules(schema: Record<string, unknown>): DateOptions {
  const options: DateOptions = {};
  if (schema.dateFrom === 'today') options.disablePast = true;
  const to = schema.dateTo;
  if (to === 'today') options.disableFuture = true;
  else if (to && typeof to === 'object' && typeof (to as { today?: unknown }).today === 'number')
    options.maxDaysAhead = (to as { today: number }).today;
  // A date of birth within driving ages: the calendar's years run from the oldest to the youngest.
  if (typeof schema['age-max'] === 'number') options.yearsBack = schema['age-max'];
  if (typeof schema['age-min'] === 'number') options.yearsAhead = -schema['age-min'];
  return options;
}

function whole(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : undefined;
}

const yearOf = (iso: string) => Number(iso.slice(0, 4));

/**
 * Turns the widget's ui:options into calendar limits, relative to `today` (ISO). Years default to
 * 1900 to the current year (SPEC.md 2.6), widened to reach the first and last selectable days.
 */
export function calendarLimits(options: DateOptions, today: string): CalendarLimits {
  const year = yearOf(today);
  const earliest = options.disablePast ? today : undefined;
  const latestCandidates = [
    options.disableFuture ? today : undefined,
    whole(options.maxDaysAhead) !== undefined
      ? addDays(today, whole(options.maxDaysAhead) as number)
      : undefined,
  ].filter((d): d is string => d !== undefined);
  const latest = latestCandidates.length > 0 ? latestCandidates.sort()[0] : undefined;

  const back = whole(options.yearsBack);
  const ahead = whole(options.yearsAhead);
  let fromYear =
    whole(options.minYear) ?? (back !== undefined ? year - back : earliest ? yearOf(earliest) : FIRST_YEAR);
  let toYear =
    whole(options.maxYear) ??
    (ahead !== undefined ? year + ahead : latest ? yearOf(latest) : earliest ? year + 1 : year);
  if (fromYear > toYear) [fromYear, toYear] = [toYear, fromYear];
  return { fromYear, toYear, earliest, latest };
}

/** True when an ISO date can be picked within the limits. */
export function isSelectable(iso: string, limits: CalendarLimits): boolean {
  if (!isIsoDate(iso)) return false;
  const year = yearOf(iso);
  if (year < limits.fromYear || year > limits.toYear) return false;
  if (limits.earliest && iso < limits.earliest) return false;
  if (limits.latest && iso > limits.latest) return false;
  return true;
}

/** The month the calendar opens on (its first day, ISO): the chosen date's, else today's, kept in range. */
export function openingMonth(value: unknown, limits: CalendarLimits, today: string): string {
  const base = typeof value === 'string' && isIsoDate(value) ? value : today;
  const year = yearOf(base);
  if (year < limits.fromYear) return `${limits.fromYear}-01-01`;
  if (year > limits.toYear) return `${limits.toYear}-12-01`;
  return `${base.slice(0, 7)}-01`;
}
