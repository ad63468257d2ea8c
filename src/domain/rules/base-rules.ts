/**
 * The rules of SPEC.md 5.2 as plain functions, one per rule name. Each answers null when the value
 * passes, or a detail string when it fails: the detail fills "{d}" in the schema's message (a date,
 * for "Please enter a date from {d}"), and is '' when the message needs none.
 *
 * They run inside the validators compiled from the schemas, in the browser and on the server, so
 * they read "today" from the clock at validation time. Absent values pass: "required" is a rule of its own.
 */
import { REGISTRATION_TO_COME } from '#domain/vehicle/registration-to-come.ts';
import { addDays, addYears, ageOn, isIsoDate, isoToDisplay, todayIso } from '#domain/dates.ts';
import {
  isValidAccountNumber,
  isValidFullName,
  isValidName,
  isValidPostcode,
  isValidTypedReference,
  isValidRegistration,
  isValidSortCode,
} from '#domain/patterns.ts';
import { absent, FAIL, PASS, stringRule, type Parent, type RuleFunction } from './rule-function';

export type { RuleFunction };

/** A date bound: "today", { today: n } (days from today), { field, years } (a sibling date plus years), or an ISO date. */
export type DateBound =
  | 'today'
  | { today: number }
  | { yearsAgo: number }
  | { field: string; years?: number; days?: number; fallback?: DateBound }
  | string;

/** Bounds counted from today, worked out once a day: every dated answer of a validation asks. */
let boundsOf: { today: string; bounds: Map<string, string> } | undefined;

function fromToday(unit: string, amount: number, add: (iso: string, n: number) => string): string {
  const today = todayIso();
  if (boundsOf?.today !== today) boundsOf = { today, bounds: new Map() };
  const key = `${unit}${amount}`;
  let bound = boundsOf.bounds.get(key);
  if (bound === undefined) {
    bound = add(today, amount);
    boundsOf.bounds.set(key, bound);
  }
  return bound;
}

/** The bound as an ISO date, or null when it cannot be worked out (e.g. the sibling is not answered yet). */
export function resolveBound(bound: DateBound, parent: Parent): string | null {
  if (bound === 'today') return todayIso();
  if (typeof bound === 'string') return isIsoDate(bound) ? bound : null;
  if ('today' in bound) return fromToday('d', bound.today, addDays);
  if ('yearsAgo' in bound) return fromToday('y', -bound.yearsAgo, addYears);
  const base = parent?.[bound.field];
  if (typeof base !== 'string' || !isIsoDate(base))
    return bound.fallback ? resolveBound(bound.fallback, parent) : null;
  return fromAnswer(base, bound.years ?? 0, bound.days ?? 0);
}

/** Bounds counted from another answer (a date of birth plus 17 years), by that answer. */
const fromAnswers = new Map<string, string>();

function fromAnswer(base: string, years: number, days: number): string {
  const key = `${base}|${years}|${days}`;
  let bound = fromAnswers.get(key);
  if (bound === undefined) {
    // A long visit cannot grow it without end: the answers of one quote are a few dozen dates.
    if (fromAnswers.size >= 1000) fromAnswers.clear();
    bound = addDays(addYears(base, years), days);
    fromAnswers.set(key, bound);
  }
  return bound;
}

const describeBound = (bound: DateBound, iso: string) => (bound === 'today' ? 'today' : isoToDisplay(iso));

function dateRule(compare: (value: string, bound: string) => boolean): RuleFunction {
  return (value, param, parent) => {
    if (absent(value) || typeof value !== 'string' || !isIsoDate(value)) return PASS;
    const iso = resolveBound(param as DateBound, parent);
    if (iso === null) return PASS;
    return compare(value, iso) ? PASS : describeBound(param as DateBound, iso);
  };
}

/** Looks up a reference list's values by name; set by the app (client) or the server. */
let listValues: (name: string) => ReadonlySet<string> | undefined = () => undefined;
/** Counts the changes to what the in-list rule reads (a new lookup, a list that arrived). */
let listsVersion = 0;
export function setListLookup(lookup: (name: string) => ReadonlySet<string> | undefined): void {
  listValues = lookup;
  listsVersion += 1;
}
/** The lookup's lists changed (one more arrived): the same answers may now pass or fail differently. */
export function listsUpdated(): void {
  listsVersion += 1;
}

/**
 * What the rules read besides the answers: today's date and the reference lists. The same answers
 * under the same context get the same messages.
 */
export const ruleContext = (): string => `${todayIso()}|${listsVersion}`;

const toNumber = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && /^[0-9]+$/.test(v.replace(/,/g, ''))) return Number(v.replace(/,/g, ''));
  return null;
};

/**
 * The rules any step may use, in the module the precompiled validators load with every step; the
 * contact rules (email, phone) and their libraries come with the steps that ask for them.
 */
export const baseRules: Record<string, RuleFunction> = {
  required_boolean: (value) => (value === true ? PASS : FAIL),
  vehicle_lookup_complete: (value) => (value === true ? PASS : FAIL),
  has_selected_address: (value) => {
    const line1 = (value as { line_1?: unknown } | null)?.line_1;
    return typeof line1 === 'string' && line1.trim() !== '' ? PASS : FAIL;
  },
  number: (value) => (absent(value) || toNumber(value) !== null ? PASS : FAIL),
  number_between: (value, param) => {
    if (absent(value)) return PASS;
    const n = toNumber(value);
    const [a, b] = param as [number, number];
    return n !== null && n >= a && n <= b ? PASS : FAIL;
  },
  /** A number no greater than a sibling answer's (param: its name), when both are given. */
  atMostField: (value, param, parent) => {
    const n = toNumber(value);
    const bound = toNumber(parent?.[String(param)]);
    return n === null || bound === null || n <= bound ? PASS : String(bound);
  },
  /** 'TBC' is the stored mark of a registration still to come (SPEC.md 3). */
  valid_reg: (value) =>
    absent(value) || value === REGISTRATION_TO_COME
      ? PASS
      : typeof value === 'string' && isValidRegistration(value)
        ? PASS
        : FAIL,
  name: stringRule(isValidName),
  'full-name': stringRule(isValidFullName),
  postcode: stringRule(isValidPostcode),
  accNo: stringRule(isValidAccountNumber),
  sortCode: stringRule(isValidSortCode),
  valid_reference: stringRule(isValidTypedReference),
  'in-list': (value, param) => {
    if (absent(value)) return PASS;
    const values = listValues(String(param));
    return !values || values.has(String(value)) ? PASS : FAIL;
  },
  date: (value) => (absent(value) || (typeof value === 'string' && isIsoDate(value)) ? PASS : FAIL),
  dateFrom: dateRule((value, bound) => value >= bound),
  dateTo: dateRule((value, bound) => value <= bound),
  /** After a bound, given as { yearsAgo: n } or a DateBound; the bound 'null' switches the rule off. */
  incidentDate: (value, param, parent) => {
    if (param === 'null' || param === null) return PASS;
    return dateRule((v, b) => v > b)(value, param, parent);
  },
  /** A calendar year no later than this year (param "today"). */
  yearTo: (value) => {
    if (absent(value) || typeof value !== 'number') return PASS;
    const year = Number(todayIso().slice(0, 4));
    return value <= year ? PASS : String(year);
  },
  'age-min': (value, param) => {
    if (absent(value) || typeof value !== 'string' || !isIsoDate(value)) return PASS;
    return ageOn(value) >= Number(param) ? PASS : String(param);
  },
  'age-max': (value, param) => {
    if (absent(value) || typeof value !== 'string' || !isIsoDate(value)) return PASS;
    return ageOn(value) <= Number(param) ? PASS : String(param);
  },
};
