import { describe, expect, it } from 'vitest';
import { numberToText, numberToValue } from './number-value';

describe('number input value', () => {
  it('reads digits, dropping commas and spaces', () => {
    expect(numberToValue('12,500', 7, undefined)).toBe(12500);
    expect(numberToValue(' 3 000 ', 7, undefined)).toBe(3000);
  });

  it('ignores input past the digit limit (9,999,999 at most by default)', () => {
    expect(numberToValue('99999999', 7, 9999999)).toBe(9999999);
    expect(numberToValue('1234567', 6, 123456)).toBe(123456);
  });

  it('ignores letters and gives undefined when empty', () => {
    expect(numberToValue('12a', 7, 12)).toBe(12);
    expect(numberToValue('', 7, 12)).toBeUndefined();
  });

  it('shows stored numbers with thousands separators', () => {
    expect(numberToText(18500)).toBe('18,500');
    expect(numberToText(undefined)).toBe('');
  });
});
