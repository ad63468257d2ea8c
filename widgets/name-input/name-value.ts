import { capitaliseName } from '#domain/patterns.ts';

/**
 * A name as stored once the box is left: trimmed with single spaces, capitalised as
 * `capitaliseName` decides (typed in one case: a capital per part; otherwise as typed);
 * undefined when empty.
 */
export function normaliseName(text: string): string | undefined {
  return text.trim() === '' ? undefined : capitaliseName(text);
}

/** While typing: the text as it is, or undefined for an empty box (so 'required' shows). */
export function typedName(text: string): string | undefined {
  return text === '' ? undefined : text;
}
