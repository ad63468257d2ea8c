/**
 * The date helpers work dates out without a Date (the rules run them for every dated answer in
 * every validation); here they are checked against what a Date says, over random and edge days.
 */
import { describe, expect, it } from 'vitest';
import { addDays, addYears, isIsoDate, todayIso, ukDateOf } from '#domain/dates.ts';

/** What a Date says: whether y-m-d is a real day, and the day `days` later. */
const dateSays = {
  real(y: number, m: number, d: number): boolean {
    const dt = new Date(Date.UTC(y, m - 1, d));
    return y >= 100 && dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
  },
  later(y: number, m: number, d: number, days: number): string {
    const dt = new Date(Date.UTC(y, m - 1, d + days));
    dt.setUTCFullYear(y, m - 1, d + days);
    return dt.toISOString().slice(0, 10);
  },
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const iso = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('date helpers', () => {
  it('know the real days: month lengths, leap years (1900 no, 2000 yes, 2024 yes)', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2025-04-31')).toBe(false);
    expect(isIsoDate('2025-12-31')).toBe(true);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-00-10')).toBe(false);
    expect(isIsoDate('2025-01-00')).toBe(false);
  });

  it('take only YYYY-MM-DD', () => {
    for (const text of [
      '2025-1-01',
      '2025-01-1',
      '25-01-01',
      '2025/01/01',
      '2025-01-01T00:00',
      ' 2025-01-01',
      '２０２５-01-01',
      '',
      '2025-0a-01',
    ])
      expect(isIsoDate(text), text).toBe(false);
    expect(isIsoDate(20250101 as unknown as string)).toBe(false);
  });

  it('agree with a Date on 20,000 random days, and on adding days and years to them', () => {
    const next = random(13);
    for (let i = 0; i < 20_000; i++) {
      const y = 1 + Math.floor(next() * 9998);
      const m = Math.floor(next() * 14);
      const d = Math.floor(next() * 33);
      const text = iso(y, m, d);
      expect(isIsoDate(text), text).toBe(dateSays.real(y, m, d));
      if (!dateSays.real(y, m, d) || y < 1000 || y > 9000) continue;
      const days = Math.floor(next() * 40_000) - 20_000;
      expect(addDays(text, days), `${text} + ${days} days`).toBe(dateSays.later(y, m, d, days));
      const years = Math.floor(next() * 200) - 100;
      const sameDay = dateSays.real(y + years, m, d) ? d : d - 1;
      expect(addYears(text, years), `${text} + ${years} years`).toBe(iso(y + years, m, sameDay));
    }
  });

  it('add days across month, year and leap-day ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-11-23', 30)).toBe('2026-12-23');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
  });

  it('refuse to add days to what is not a date', () => {
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
  });
});

describe("the UK's date", () => {
  const london = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

  it('agrees with the Europe/London time zone on 20,000 random moments from 1996 to 2099', () => {
    const next = random(7);
    const from = Date.UTC(1996, 0, 1);
    const to = Date.UTC(2099, 11, 31);
    for (let i = 0; i < 20_000; i++) {
      const ms = from + Math.floor(next() * (to - from));
      expect(ukDateOf(ms), new Date(ms).toISOString()).toBe(london.format(ms));
    }
  });

  it('turns at midnight in the UK around the clock changes', () => {
    // BST began 01:00 GMT on Sunday 30 March 2025 and ended 01:00 GMT on Sunday 26 October 2025.
    for (const iso of [
      '2025-03-29T23:30:00Z',
      '2025-03-30T00:59:59Z',
      '2025-03-30T01:00:00Z',
      '2025-03-30T22:59:59Z',
      '2025-03-30T23:00:00Z',
      '2025-10-25T22:59:59Z',
      '2025-10-25T23:00:00Z',
      '2025-10-26T00:59:59Z',
      '2025-10-26T01:00:00Z',
      '2025-10-26T23:59:59Z',
      '2025-10-27T00:00:00Z',
    ]) {
      const ms = Date.parse(iso);
      expect(ukDateOf(ms), iso).toBe(london.format(ms));
      expect(todayIso(new Date(ms)), iso).toBe(london.format(ms));
    }
    expect(ukDateOf(Date.parse('2025-06-30T23:30:00Z'))).toBe('2025-07-01');
    expect(ukDateOf(Date.parse('2025-12-31T23:30:00Z'))).toBe('2025-12-31');
  });
});
