import { withSeparators } from '#domain/money.ts';

/**
 * A whole number typed into a box: digits only (commas and spaces dropped), at most maxDigits of them,
 * so a larger number is ignored as it is typed (SPEC.md 5.3). Empty gives undefined.
 */
export function numberToValue(
  typed: string,
  maxDigits: number,
  previous: number | undefined,
): number | undefined {
  const digits = typed.replace(/[,\s]/g, '');
  if (digits === '') return undefined;
  if (!/^[0-9]+$/.test(digits) || digits.length > maxDigits) return previous;
  return Number(digits);
}

/** How a stored number shows in the box: with thousands separators. */
export function numberToText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? withSeparators(value) : '';
}
