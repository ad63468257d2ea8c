import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { REFERENCE_LOOK_ALIKES } from '#domain/patterns.ts';

/** Letters and digits, without the letters read as digits (O, I): a reference read aloud or typed from a screen is the one issued. */
const REFERENCE_CHARS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789']
  .filter((char) => !(char in REFERENCE_LOOK_ALIKES))
  .join('');
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A random (v4) uuid: the proposal's locator. */
export function newUuid(): string {
  return randomUUID();
}

export function isUuid(value: string): boolean {
  return UUID_V4.test(value);
}

/** A quote reference: a digit, then 12 upper-case letters (no O or I) or digits, all from the crypto RNG. */
export function newQuoteReference(): string {
  let ref = String(randomInt(10));
  for (let i = 0; i < 12; i++) ref += REFERENCE_CHARS[randomInt(REFERENCE_CHARS.length)];
  return ref;
}

/** A 128-bit random proposal token for the browser's HttpOnly cookie. */
export function newProposalToken(): string {
  return randomBytes(16).toString('base64url');
}

/** The store keeps only a hash of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
