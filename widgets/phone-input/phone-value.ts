/** Longest phone entry (SPEC.md 5.3: digits or plus, up to 11 characters). */
export const MAX_PHONE_LENGTH = 11;

/**
 * Keeps digits and a plus at the start only, then the first 11 characters; spaces and other
 * characters are dropped first, so a pasted '07700 900 123' still fits.
 */
export function sanitisePhone(text: string): string {
  const kept = text.replace(/[^0-9+]/g, '');
  const plus = kept.startsWith('+') ? '+' : '';
  return (plus + kept.replace(/\+/g, '')).slice(0, MAX_PHONE_LENGTH);
}

/** The value a phone box emits: the sanitised text, or undefined when empty. */
export function phoneToValue(text: string): string | undefined {
  const phone = sanitisePhone(text);
  return phone === '' ? undefined : phone;
}
