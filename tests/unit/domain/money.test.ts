import { describe, expect, it } from 'vitest';
import { formatMoney, formatWholePounds, withSeparators } from '#domain/money.ts';

/* Whole numbers are grouped without Intl (a formatter's first making cost ~150 ms at 4x CPU). */
describe('withSeparators', () => {
  const intl = new Intl.NumberFormat('en-GB');

  it('groups whole numbers as the UK formatter does', () => {
    const samples = [0, 1, 12, 123, 1234, 12345, 123456, 1234567, 9_999_999, 1_000_000, 100, 1000];
    for (let i = 0; i < 5000; i++)
      samples.push(Math.floor(Math.random() * 10 ** Math.ceil(Math.random() * 15)));
    samples.push(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER);
    for (const n of [...samples, ...samples.map((s) => -s)])
      expect(withSeparators(n), String(n)).toBe(intl.format(n));
  });

  it('gives other numbers to the formatter', () => {
    for (const n of [-0, 0.5, 1234.5678, -98765.4321, 1e21, 2 ** 60, Number.NaN, Infinity])
      expect(withSeparators(n), String(n)).toBe(intl.format(n));
  });

  it('reads whole pounds back with their sign', () => {
    expect(formatWholePounds(18500.99)).toBe('£18,500');
    expect(formatWholePounds(999)).toBe('£999');
  });
});

describe('formatMoney', () => {
  const intl = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 2,
  });

  it('writes pounds and pence as the UK currency formatter does', () => {
    const samples = [
      0, 0.004, 0.005, 0.015, 1.005, 2.675, 0.1, 0.994, 0.995, 0.999, 9.995, 99.995, 999.995, 1234.5,
    ];
    samples.push(862.81, 18500, 1e15, 123456789.125, 5e-7);
    for (let i = 0; i < 5000; i++) {
      samples.push(Math.round(Math.random() * 10 ** Math.ceil(Math.random() * 9)) / 100);
      samples.push(Math.random() * 10 ** Math.ceil(Math.random() * 9));
      samples.push(Math.round(Math.random() * 100000) / 1000);
    }
    for (const n of samples) expect(formatMoney(n), String(n)).toBe(intl.format(n));
  });

  it('gives negative amounts to the formatter, and shows a missing amount as £0.00', () => {
    for (const n of [-0, -1, -1234.5, -0.001]) expect(formatMoney(n), String(n)).toBe(intl.format(n));
    expect(formatMoney(null)).toBe('£0.00');
    expect(formatMoney(Number.NaN)).toBe('£0.00');
  });
});
