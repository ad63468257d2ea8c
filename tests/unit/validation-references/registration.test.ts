import { afterEach, describe, expect, it, vi } from 'vitest';
import { ruleFunctions } from '#domain/rules/rule-functions.ts';
import { registrationCases, TODAY } from './registration.cases';

const passes = (text: string) => ruleFunctions.valid_reg(text, true, undefined) === null;

function on(day: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T12:00:00Z`));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('valid_reg agrees with the DVLA styles and Presidio (registration.cases.ts)', () => {
  it.each(registrationCases.map((c) => [c.text, c.valid] as const))('%j valid: %s', (text, valid) => {
    on(TODAY);
    expect(passes(text)).toBe(valid);
  });

  it('takes a new age identifier from the day it is issued, worked out from the date', () => {
    on('2027-02-28');
    expect([passes('AB27 CDE'), passes('AB77 CDE')]).toEqual([false, false]);
    on('2027-03-01');
    expect([passes('AB27 CDE'), passes('AB77 CDE')]).toEqual([true, false]);
    on('2027-09-01');
    expect(passes('AB77 CDE')).toBe(true);
    on('2050-03-01');
    expect([passes('AB50 CDE'), passes('AB00 CDE')]).toEqual([true, false]);
    on('2050-09-01');
    expect(passes('AB00 CDE')).toBe(true);
  });

  it('still lets an unanswered or to-be-confirmed registration through', () => {
    expect(passes('')).toBe(true);
    expect(passes('TBC')).toBe(true);
  });
});
