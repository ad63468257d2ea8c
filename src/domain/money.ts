/**
 * Money (SPEC.md 9): GBP with 2 decimals on screen, excesses and answers in whole pounds (truncated).
 * Integer pence inside the server; the wire's SPEC.md 3 fields are pounds (contract/quote.ts).
 */
import type { Pounds } from './contract/quote';

/** The formatters, made on first use: a page that shows no amounts does not pay for them. */
let gbp: Intl.NumberFormat | undefined;
let grouped: Intl.NumberFormat | undefined;

/**
 * A number with UK thousands separators ("18,500"), for amounts and the other numbers a customer
 * gives (mileage). A whole number is grouped by hand: the page's first `Intl.NumberFormat` cost
 * about 150 ms at 4x CPU in the largest step's first render (its number boxes and read-back
 * amounts). Any other number goes through one formatter, made on first use, which gives the same
 * text (tests/unit/domain/money.test.ts checks the two agree).
 */
export function withSeparators(value: number): string {
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) {
    const digits = String(Math.abs(value));
    let out = digits.slice(0, digits.length % 3 || 3);
    for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
    return value < 0 ? `-${out}` : out;
  }
  grouped ??= new Intl.NumberFormat('en-GB');
  return grouped.format(value);
}

/**
 * "1234.565" as pounds and pence, rounded half away from zero on its shortest decimal text as the
 * formatter rounds: ["1234", "57"]; undefined for a number written with an exponent.
 */
function poundsAndPence(amount: number): [string, string] | undefined {
  const text = String(amount);
  if (text.includes('e')) return undefined;
  const [whole, fraction = ''] = text.split('.');
  const digits = `${whole}${fraction.padEnd(2, '0').slice(0, 2)}`;
  const up = fraction.length > 2 && fraction[2] >= '5';
  const pence = up ? (BigInt(digits) + 1n).toString() : digits.replace(/^0+(?=\d{3})/, '');
  const padded = pence.padStart(3, '0');
  return [padded.slice(0, -2), padded.slice(-2)];
}

/**
 * Pounds as shown everywhere: "£1,234.50"; a missing amount shows as £0.00. A positive amount is
 * written by hand, as the UK currency formatter writes it (whose first making is the cost
 * withSeparators avoids); anything else goes through the formatter.
 */
export function formatMoney(pounds: Pounds | null | undefined): string {
  const amount = typeof pounds === 'number' && Number.isFinite(pounds) ? pounds : 0;
  const parts = amount >= 0 && !Object.is(amount, -0) ? poundsAndPence(amount) : undefined;
  if (parts && Number.isSafeInteger(Number(parts[0])))
    return `£${withSeparators(Number(parts[0]))}.${parts[1]}`;
  gbp ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
  return gbp.format(amount);
}

/** Integer pence as shown: 86281 is "£862.81". */
export function formatPence(pence: number): string {
  if (!Number.isSafeInteger(pence)) throw new TypeError('amounts must be integer pence');
  return formatMoney(penceToPounds(pence));
}

/** Whole pounds, truncated, with separators: "£18,500" (excesses, values the customer gave). */
export function formatWholePounds(pounds: Pounds): string {
  return `£${withSeparators(Math.trunc(pounds))}`;
}

/** Integer pence to pounds with 2 decimals. */
export function penceToPounds(pence: number): Pounds {
  return Math.round(pence) / 100;
}

/** Pounds to integer pence (rounded to the nearest penny). */
export function poundsToPence(pounds: Pounds): number {
  return Math.round(pounds * 100);
}

/** Adds pounds without floating-point drift (through pence). */
export function addPounds(...amounts: Pounds[]): Pounds {
  return penceToPounds(amounts.reduce((sum, a) => sum + poundsToPence(a), 0));
}
