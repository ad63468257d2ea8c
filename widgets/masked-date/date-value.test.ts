import { describe, expect, it } from 'vitest';
import { ruleFunctions } from '#domain/rules/rule-functions.ts';
import { afterSeparator, pastedDate, typedToValue, valueToDisplay } from './date-value';

describe('typedToValue', () => {
  it('gives the ISO date for a complete, real DD/MM/YYYY date', () => {
    expect(typedToValue('31/12/1990')).toBe('1990-12-31');
    expect(typedToValue('29/02/2024')).toBe('2024-02-29');
  });

  it('gives the typed text for an unfinished or impossible date', () => {
    expect(typedToValue('31/12/19')).toBe('31/12/19');
    expect(typedToValue('31/02/2020')).toBe('31/02/2020');
    expect(typedToValue('29/02/2023')).toBe('29/02/2023');
  });

  it('reads typed text only as DD/MM/YYYY: a typed ISO date is not kept as one, and the date rule refuses it', () => {
    const value = typedToValue('2000-02-01');
    expect(value).toBe('20/00/0201');
    expect(ruleFunctions.date(value, true, undefined)).not.toBeNull();
  });

  it('gives nothing for an empty box', () => {
    expect(typedToValue('')).toBeUndefined();
    expect(typedToValue('  ')).toBeUndefined();
  });
});

describe('valueToDisplay', () => {
  it('shows a stored ISO date as DD/MM/YYYY', () => {
    expect(valueToDisplay('1990-12-31')).toBe('31/12/1990');
  });

  it('shows unfinished text as it is and nothing for no value', () => {
    expect(valueToDisplay('31/02/2020')).toBe('31/02/2020');
    expect(valueToDisplay(undefined)).toBe('');
    expect(valueToDisplay(null)).toBe('');
  });
});

describe('afterSeparator', () => {
  it('pads a one-digit day or month when a separator follows it', () => {
    expect(afterSeparator('1', '/')).toBe('01');
    expect(afterSeparator('01/5', '-')).toBe('01/05');
    expect(afterSeparator('3', ' ')).toBe('03');
  });

  it('changes nothing otherwise', () => {
    expect(afterSeparator('12', '/')).toBeNull();
    expect(afterSeparator('01/05/2', '/')).toBeNull();
    expect(afterSeparator('1', '5')).toBeNull();
    expect(afterSeparator('', '/')).toBeNull();
  });
});

describe('pastedDate', () => {
  it('reads a date written another way as DD/MM/YYYY', () => {
    expect(pastedDate('2022-05-01')).toBe('01/05/2022');
    expect(pastedDate(' 1.5.2022 ')).toBe('01/05/2022');
    expect(pastedDate('01-05-2022')).toBe('01/05/2022');
  });

  it('leaves other text to the mask', () => {
    expect(pastedDate('01052022')).toBeNull();
    expect(pastedDate('May 1st')).toBeNull();
  });
});
