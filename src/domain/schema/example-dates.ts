import { addDays, addYears, todayIso } from '#domain/dates.ts';

/**
 * Example answers keep dates relative to the day they are used: "$today", "$today+7d", "$today-3y+30d"
 * (units d, m, y). This turns every such string in a value into an ISO date.
 */
export function resolveExampleDates<T>(value: T, today: string = todayIso()): T {
  if (typeof value === 'string' && value.startsWith('$today')) {
    let iso = today;
    for (const [, sign, n, unit] of value.slice('$today'.length).matchAll(/([+-])(\d+)([dmy])/g)) {
      const amount = Number(n) * (sign === '-' ? -1 : 1);
      if (unit === 'd') iso = addDays(iso, amount);
      else if (unit === 'y') iso = addYears(iso, amount);
      else iso = addMonths(iso, amount);
    }
    return iso as T;
  }
  if (Array.isArray(value)) return value.map((v) => resolveExampleDates(v, today)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveExampleDates(v, today)])) as T;
  }
  return value;
}

function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}
