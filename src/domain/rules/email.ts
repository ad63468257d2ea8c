/**
 * The email rule of SPEC.md 5.2 as decision 019 reads it: validator.js's isEmail with its defaults
 * (a maintained reading of RFC 5321/5322 for addresses people use: no '..', no leading or trailing
 * dot, a real domain with a top-level domain of two letters or more). Imported as one function, so
 * the rest of validator.js stays out of the bundle.
 */
import isEmail from 'validator/lib/isEmail.js';

/** email: text that is empty (required is its own rule) or, once trimmed, an address; anything else fails. */
export function isValidEmail(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const address = value.trim();
  return address === '' || isEmail(address);
}
