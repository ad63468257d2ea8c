/** Card number checks: normalising what was typed, the Luhn (mod 10) check digit, and the brand. */

/**
 * The digits of a typed card number, with the spaces and hyphens people type removed; null when
 * anything else is present or the length is not 12 to 19 digits (ISO/IEC 7812).
 */
export function cardDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** True when a string of digits passes the Luhn check (the last digit is the check digit). */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card brand from the number's leading digits (enough for a receipt line, not for routing). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'Mastercard';
  if (two === 34 || two === 37) return 'American Express';
  return 'Card';
}
