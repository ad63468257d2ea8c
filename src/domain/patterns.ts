/**
 * Text patterns shared by the form widgets, the schema keywords and the server.
 * Each one is the rule of SPEC.md 5.2 with the same name.
 */

/** UK postcode, including the special GIR 0AA; one optional space before the inward code. */
export const POSTCODE = /^(GIR ?0AA|[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][ABD-HJLNP-UW-Z]{2})$/i;

/** Quote reference: a digit followed by 12 upper-case letters or digits. */
export const QUOTE_REFERENCE = /^[0-9][A-Z0-9]{12}$/;

/**
 * UK registration marks, spaces removed: current (AB12CDE), prefix (A123BCD), suffix (ABC123D),
 * dateless (1-4 letters and 1-4 digits either way round) and Northern Ireland (ABZ 1234).
 */
const REGISTRATION_PATTERNS = [
  /^[A-Z]{2}[0-9]{2}[A-Z]{3}$/,
  /^[A-Z][0-9]{1,3}[A-Z]{3}$/,
  /^[A-Z]{3}[0-9]{1,3}[A-Z]$/,
  /^[A-Z]{1,3}[0-9]{1,4}$/,
  /^[0-9]{1,4}[A-Z]{1,3}$/,
  /^[A-Z]{1,3}[0-9]{1,4}[A-Z]?$/,
];

/** Upper-case a registration and remove its spaces, as the lookup and the store expect it. */
export function normaliseRegistration(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** valid_reg: empty is allowed (the form asks later); otherwise one of the UK patterns. */
export function isValidRegistration(value: string): boolean {
  const reg = normaliseRegistration(value);
  if (reg === '') return true;
  if (reg.startsWith('Q')) return false;
  return REGISTRATION_PATTERNS.some((p) => p.test(reg));
}

/** Upper-case a postcode and put one space before its inward code. */
export function formatPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

export function isValidPostcode(value: string): boolean {
  return POSTCODE.test(value.trim());
}

/** email: empty passes (required is a separate rule); otherwise text@text.text. */
export function isValidEmail(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (value === '') return true;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** name: at least 2 characters of letters, hyphens and apostrophes. */
export function isValidName(value: string): boolean {
  return /^[\p{L}'’-]{2,}$/u.test(value);
}

/** full-name: names separated by single spaces. */
export function isValidFullName(value: string): boolean {
  const parts = value.trim().split(/ +/);
  return value.trim().length >= 2 && parts.every((p) => /^[\p{L}'’-]+$/u.test(p));
}

/** phone: +44 or 0 then 9-10 digits, optional extension of 3-4 digits. */
export function isValidPhone(value: string): boolean {
  const compact = value.replace(/[\s()-]/g, '');
  return /^(\+44|0)[1-9][0-9]{8,9}((x|ext\.?)[0-9]{3,4})?$/i.test(compact);
}

/** accNo: 8 characters once trimmed (digits, as the mask enforces). */
export function isValidAccountNumber(value: string): boolean {
  return /^[0-9]{8}$/.test(value.trim());
}

/** sortCode: 6 digits once hyphens are removed. */
export function isValidSortCode(value: string): boolean {
  return /^[0-9]{6}$/.test(value.replace(/-/g, ''));
}

export function isValidQuoteReference(value: string): boolean {
  return QUOTE_REFERENCE.test(value);
}

/** First letter upper case, the rest lower case, for forename and surname. */
export function capitaliseName(value: string): string {
  return value.replace(/[\p{L}]+/gu, (word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
}
