import { capitaliseName } from '#domain/patterns.ts';

/** A name as stored once the box is left: trimmed, each word capitalised; undefined when empty. */
export function normaliseName(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : capitaliseName(trimmed);
}

/** While typing: the text as it is, or undefined for an empty box (so 'required' shows). */
export function typedName(text: string): string | undefined {
  return text === '' ? undefined : text;
}
