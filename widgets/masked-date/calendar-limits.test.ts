import { describe, expect, it } from 'vitest';
import { calendarLimits, isSelectable, openingMonth, optionsFromRules } from './calendar-limits';

const today = '2026-05-14';

describe('calendarLimits', () => {
  it('runs from 1900 to the current year by default (SPEC.md 2.6)', () => {
    expect(calendarLimits({}, today)).toEqual({ fromYear: 1900, toYear: 2026 });
  });

  it('takes fixed years or years relative to today', () => {
    expect(calendarLimits({ minYear: 1950, maxYear: 2000 }, today)).toMatchObject({
      fromYear: 1950,
      toYear: 2000,
    });
    expect(calendarLimits({ yearsBack: 120, yearsAhead: 1 }, today)).toMatchObject({
      fromYear: 1906,
      toYear: 2027,
    });
  });

  it('limits a cover start date to today up to 30 days ahead', () => {
    expect(calendarLimits({ disablePast: true, maxDaysAhead: 30 }, today)).toEqual({
      fromYear: 2026,
      toYear: 2026,
      earliest: '2026-05-14',
      latest: '2026-06-13',
    });
  });

  it('reaches into next year when 30 days ahead crosses it', () => {
    expect(calendarLimits({ disablePast: true, maxDaysAhead: 30 }, '2026-12-20')).toMatchObject({
      fromYear: 2026,
      toYear: 2027,
      latest: '2027-01-19',
    });
  });

  it('stops at today when the future is disabled', () => {
    expect(calendarLimits({ disableFuture: true, maxDaysAhead: 30 }, today)).toMatchObject({ latest: today });
  });
});

describe('isSelectable', () => {
  const limits = calendarLimits({ disablePast: true, maxDaysAhead: 30 }, today);

  it('accepts days inside the window only', () => {
    expect(isSelectable('2026-05-14', limits)).toBe(true);
    expect(isSelectable('2026-06-13', limits)).toBe(true);
    expect(isSelectable('2026-05-13', limits)).toBe(false);
    expect(isSelectable('2026-06-14', limits)).toBe(false);
    expect(isSelectable('not a date', limits)).toBe(false);
  });
});

describe('openingMonth', () => {
  const limits = calendarLimits({ minYear: 1950, maxYear: 2000 }, today);

  it("opens on the chosen date's month, else today's, kept inside the years", () => {
    expect(openingMonth('1990-12-31', limits, today)).toBe('1990-12-01');
    expect(openingMonth(undefined, limits, today)).toBe('2000-12-01');
    expect(openingMonth('1901-02-03', limits, today)).toBe('1950-01-01');
    expect(openingMonth(undefined, calendarLimits({}, today), today)).toBe('2026-05-01');
  });
});

describe('optionsFromRules', () => {
  it('reads nothing from a date without rules', () => {
    expect(optionsFromRules({ type: 'string', date: true })).toEqual({});
  });

  it('disables the past for dateFrom today and the future for dateTo today', () => {
    expect(optionsFromRules({ dateFrom: 'today' })).toEqual({ disablePast: true });
    expect(optionsFromRules({ dateTo: 'today' })).toEqual({ disableFuture: true });
  });

  it('stops n days ahead for dateTo { today: n }', () => {
    expect(optionsFromRules({ dateTo: { today: 30 } })).toEqual({ maxDaysAhead: 30 });
  });

  it('runs the years of a date of birth from the oldest age to the youngest', () => {
    expect(optionsFromRules({ 'age-min': 17, 'age-max': 120 })).toEqual({ yearsAhead: -17, yearsBack: 120 });
  });

  it('ignores rules it cannot use as calendar limits', () => {
    expect(optionsFromRules({ dateFrom: { field: 'date_of_birth' }, dateTo: { field: 'x' } })).toEqual({});
    expect(optionsFromRules({ dateTo: { today: '30' }, 'age-min': '17' })).toEqual({});
  });

  it("limits a cover start date (SPEC.md 9) to today and the next 30 days from the schema's own rules", () => {
    const coverStart = { type: 'string', date: true, dateFrom: 'today', dateTo: { today: 30 } };
    expect(calendarLimits(optionsFromRules(coverStart), today)).toEqual({
      fromYear: 2026,
      toYear: 2026,
      earliest: '2026-05-14',
      latest: '2026-06-13',
    });
  });

  it('offers the years a driver aged 17 to 120 was born in, up to today', () => {
    const dateOfBirth = { date: true, dateTo: 'today', 'age-min': 17, 'age-max': 120 };
    expect(calendarLimits(optionsFromRules(dateOfBirth), today)).toEqual({
      fromYear: 1906,
      toYear: 2009,
      latest: today,
    });
  });
});
