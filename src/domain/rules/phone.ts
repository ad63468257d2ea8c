/**
 * The phone rule of SPEC.md 5.2 as decision 019 reads it: a number of the UK's +44 numbering plan
 * that libphonenumber calls valid, however the customer writes it (+44, 0044, +44 (0), spaces,
 * brackets, dots, hyphens), with or without an extension ('ext 12', 'x123', '#123'). The metadata is
 * the +44 part of libphonenumber-js's complete metadata (uk-phone-metadata.json, written by
 * scripts/uk-phone-metadata.ts), so UK numbers are checked digit by digit at a fraction of the size.
 */
import { parsePhoneNumberFromString, type MetadataJson, type PhoneNumber } from 'libphonenumber-js/core';
import metadata from './uk-phone-metadata.json';

const ukPlan = metadata as unknown as MetadataJson;

/** The whole text as one valid +44 number (no words around it), or undefined. */
function ukNumber(text: string): PhoneNumber | undefined {
  const number = parsePhoneNumberFromString(text.trim(), { defaultCountry: 'GB', extract: false }, ukPlan);
  return number?.isValid() ? number : undefined;
}

/** phone: a valid number of the +44 plan, with an optional extension. */
export function isValidPhone(text: string): boolean {
  return ukNumber(text) !== undefined;
}

/**
 * A valid number in the form it is stored and shown: UK national format, then ' ext. ' and the
 * extension ('+44 (0)113 496 0000 x12' -> '0113 496 0000 ext. 12'). Any other text is returned as it
 * is, so the rule's message speaks about what the customer typed.
 */
export function normalisePhone(text: string): string {
  const number = ukNumber(text);
  if (!number) return text;
  return number.format('NATIONAL', {
    formatExtension: (national, extension) => `${national} ext. ${extension}`,
  });
}
