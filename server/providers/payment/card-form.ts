import { cardBrand, cardDigits, isLuhnValid } from './luhn';

/** The hosted page's fields, as posted (application/x-www-form-urlencoded names). */
export type CardField = 'card_number' | 'expiry' | 'cvc' | 'name';

/** The fields in page order (the error summary lists them in this order). */
export const CARD_FIELDS: readonly CardField[] = ['card_number', 'expiry', 'cvc', 'name'];

/** One message per field that needs attention. */
export type CardFieldErrors = Partial<Record<CardField, string>>;

/** The card as the sandbox may keep it: the digits never leave the request that carried them. */
export interface CheckedCard {
  digits: string;
  brand: string;
  last4: string;
}

/** The outcome of checking a posted form. `values` echoes only what is safe to show again. */
export type CardFormResult =
  | { ok: true; card: CheckedCard }
  | { ok: false; errors: CardFieldErrors; values: { expiry: string; name: string } };

export const CARD_MESSAGES = {
  cardNumberMissing: 'Enter your card number',
  cardNumberInvalid: 'Enter a valid card number',
  expiryMissing: 'Enter the expiry date',
  expiryFormat: 'Enter the expiry date as MM/YY, for example 04/29',
  expiryPast: 'The expiry date must be this month or in the future',
  cvcInvalid: 'Enter the 3 or 4 digit security code',
  nameMissing: 'Enter the name as it appears on the card',
  nameInvalid: 'Enter the name using letters, spaces, hyphens, apostrophes and full stops only',
} as const;

/** Month and four-digit year of a typed MM/YY (also MMYY, MM/YYYY, with spaces); null if not a date. */
export function parseExpiry(typed: string): { month: number; year: number } | null {
  const m = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/.exec(typed.trim());
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return { month, year };
}

/** A card is valid to the end of its expiry month: true when that month is before today's (UK) month. */
export function isExpiryInPast(expiry: { month: number; year: number }, todayIso: string): boolean {
  const [year, month] = todayIso.split('-').map(Number);
  return expiry.year * 12 + expiry.month < year * 12 + month;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Checks the posted card form against today's date (YYYY-MM-DD, UK): Luhn on the number, expiry
 * MM/YY not in the past, CVC of 3 or 4 digits, a name. The result never carries the CVC.
 */
export function checkCardForm(form: Record<string, unknown>, todayIso: string): CardFormResult {
  const errors: CardFieldErrors = {};
  const typedNumber = text(form.card_number);
  const digits = cardDigits(typedNumber);
  if (typedNumber.trim() === '') errors.card_number = CARD_MESSAGES.cardNumberMissing;
  else if (!digits || !isLuhnValid(digits)) errors.card_number = CARD_MESSAGES.cardNumberInvalid;

  const expiryText = text(form.expiry).trim();
  const expiry = parseExpiry(expiryText);
  if (expiryText === '') errors.expiry = CARD_MESSAGES.expiryMissing;
  else if (!expiry) errors.expiry = CARD_MESSAGES.expiryFormat;
  else if (isExpiryInPast(expiry, todayIso)) errors.expiry = CARD_MESSAGES.expiryPast;

  if (!/^\d{3,4}$/.test(text(form.cvc).trim())) errors.cvc = CARD_MESSAGES.cvcInvalid;

  const name = text(form.name).trim().replace(/\s+/g, ' ');
  if (name === '') errors.name = CARD_MESSAGES.nameMissing;
  else if (name.length > 60 || !/^\p{L}[\p{L} .'-]*$/u.test(name)) errors.name = CARD_MESSAGES.nameInvalid;

  if (Object.keys(errors).length > 0 || !digits) {
    return { ok: false, errors, values: { expiry: expiryText.slice(0, 7), name: name.slice(0, 60) } };
  }
  return { ok: true, card: { digits, brand: cardBrand(digits), last4: digits.slice(-4) } };
}
