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
 * gives (mileage): one formatter, where `toLocaleString` makes a new one on every call.
 */
export function withSeparators(value: number): string {
  grouped ??= new Intl.NumberFormat('en-GB');
  return grouped.format(value);
}

/** Pounds as shown everywhere: "£1,234.50"; a missing amount shows as £0.00. */
export function formatMoney(pounds: Pounds | null | undefined): string {
  gbp ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
  return gbp.format(typeof pounds === 'number' && Number.isFinite(pounds) ? pounds : 0);
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
