/**
 * Text patterns shared by the form widgets, the schema keywords and the server.
 * Each one is the rule of SPEC.md 5.2 with the same name, as decision 019 reads it; the phone and
 * email rules, which lean on maintained libraries, are in rules/phone.ts and rules/email.ts.
 */
import { todayIso } from './dates';

/** UK postcode, including the special GIR 0AA; one optional space before the inward code. */
export const POSTCODE = /^(GIR ?0AA|[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][ABD-HJLNP-UW-Z]{2})$/i;

/** Quote reference: a digit followed by 12 upper-case letters or digits. */
export const QUOTE_REFERENCE = /^[0-9][A-Z0-9]{12}$/;

/** Current style (September 2001 on): area letters, a two-digit age identifier, three letters. */
const CURRENT_STYLE = /^[A-Z]{2}([0-9]{2})[A-Z]{3}$/;

/** The letters that dated prefix (1983-2001) and suffix (1963-1983) marks: A-Y, never I, O, Q, U, Z. */
const YEAR_LETTER = '[A-HJ-NPR-TV-Y]';

/**
 * The styles that carry no age identifier to check, spaces removed; no mark's number starts with 0:
 * prefix (A123BCD), suffix (ABC123D), dateless (1-3 letters and 1-4 numbers either way round,
 * Northern Ireland's ABZ1234 among them).
 */
const OTHER_STYLES = [
  new RegExp(`^${YEAR_LETTER}[1-9][0-9]{0,2}[A-Z]{3}$`),
  new RegExp(`^[A-Z]{3}[1-9][0-9]{0,2}${YEAR_LETTER}$`),
  /^[A-Z]{1,3}[1-9][0-9]{0,3}$/,
  /^[1-9][0-9]{0,3}[A-Z]{1,3}$/,
];

/** Upper-case a registration and remove its spaces and hyphens, as the lookup and the store expect it. */
export function normaliseRegistration(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * The first day a current-style age identifier could be on a van: from September 2001 ('51'), each
 * 1 March brings the year's last two digits and each 1 September the year plus 50 ('00' in 2050).
 */
function firstIssued(ageIdentifier: number): string {
  const march = ageIdentifier >= 2 ? 2000 + ageIdentifier : Number.POSITIVE_INFINITY;
  const september = ageIdentifier >= 51 ? 1950 + ageIdentifier : 2050 + ageIdentifier;
  return march < september ? `${march}-03-01` : `${september}-09-01`;
}

/**
 * valid_reg: empty is allowed (the form asks later); otherwise a DVLA style whose age identifier or
 * year letter has been issued by `today`, never a Q mark.
 */
export function isValidRegistration(value: string, today: string = todayIso()): boolean {
  const reg = normaliseRegistration(value);
  if (reg === '') return true;
  if (reg.startsWith('Q')) return false;
  const current = CURRENT_STYLE.exec(reg);
  if (current) return firstIssued(Number(current[1])) <= today;
  return OTHER_STYLES.some((style) => style.test(reg));
}

/** Upper-case a postcode and put one space before its inward code. */
export function formatPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

export function isValidPostcode(value: string): boolean {
  return POSTCODE.test(value.trim());
}

/** A name's text as the widgets and the server keep it: trimmed, each run of spaces made one. */
function tidyName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/**
 * Parts of letters (of any script, with their combining accents), each may end in a dot ('St.'),
 * joined by one space, hyphen or apostrophe (straight or curly).
 */
const NAME = /^(?:\p{L}\p{M}*)+\.?(?:[ '’-](?:\p{L}\p{M}*)+\.?)*$/u;

const letterCount = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

/** name: letters in parts as above, with at least two letters in all. */
export function isValidName(value: string): boolean {
  const name = tidyName(value);
  return NAME.test(name) && letterCount(name) >= 2;
}

/** full-name: the same as name, whose parts may now be separated by spaces too (decision 019). */
export const isValidFullName = isValidName;

/** The parts of a name between its spaces, hyphens, apostrophes and dots. */
const namePartsOf = (name: string) => name.split(/[ '’.-]+/).filter((part) => part !== '');

/** A part typed in capitals ('BRIEN', not the single 'O' of "O'Neil") or with Caps Lock on ('mARY'). */
function isCarelessPart(part: string): boolean {
  const shouted = letterCount(part) > 1 && part === part.toUpperCase() && part !== part.toLowerCase();
  return shouted || /^\p{Ll}\p{M}*\p{Lu}/u.test(part);
}

/**
 * Forename and surname as they are kept (SPEC.md 5.3, decision 019). A valid name typed all in lower
 * case, or with a part in capitals or Caps Lock, gets a capital at the start of each part and lower
 * case for the rest ('mary ann' -> 'Mary Ann', "o'BRIEN" -> "O'Brien"); a name whose capitals the
 * customer chose ('McDonald', 'van der Berg') and text that is not a valid name ('j0hn') are kept as
 * typed, trimmed with single spaces.
 */
export function capitaliseName(value: string): string {
  const name = tidyName(value);
  if (!isValidName(name)) return name;
  const careless = name === name.toLowerCase() || namePartsOf(name).some(isCarelessPart);
  if (!careless) return name;
  return name
    .toLowerCase()
    .replace(/(^|[ '’-])(\p{L})/gu, (_, before: string, first: string) => before + first.toUpperCase());
}

/** accNo: 8 characters once trimmed (digits, as the mask enforces). */
export function isValidAccountNumber(value: string): boolean {
  return /^[0-9]{8}$/.test(value.trim());
}

/** sortCode: 6 digits once the hyphens or spaces that banks print between the pairs are removed. */
export function isValidSortCode(value: string): boolean {
  return /^[0-9]{6}$/.test(value.replace(/[\s-]/g, ''));
}

export function isValidQuoteReference(value: string): boolean {
  return QUOTE_REFERENCE.test(value);
}

/** valid_reference: a reference as a customer may type it (any case, O for 0, I for 1) that reads as one issued. */
export function isValidTypedReference(value: string): boolean {
  return isValidQuoteReference(referenceAsIssued(value));
}

/**
 * The letters a customer reads for the digit they look like in a reference (O for 0, I for 1): a
 * reference is issued without them (server/proposals/ids.ts), so a typed one is read as that digit.
 */
export const REFERENCE_LOOK_ALIKES: Readonly<Record<string, string>> = { O: '0', I: '1' };

/** A typed reference as it would have been issued: upper case, each look-alike letter read as its digit. */
export function referenceAsIssued(typed: string): string {
  return typed.toUpperCase().replace(/[OI]/g, (letter) => REFERENCE_LOOK_ALIKES[letter] ?? letter);
}
