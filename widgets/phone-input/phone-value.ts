import { normalisePhone } from '#domain/rules/phone.ts';

/**
 * While typing: the text exactly as typed or pasted (nothing dropped, nothing cut, so an extension
 * or a +44 number fits and a wrong number is reported, not shortened); undefined for an empty box.
 */
export function phoneWhileTyping(text: string): string | undefined {
  return text.trim() === '' ? undefined : text;
}

/**
 * On leaving the box: trimmed with single spaces, as the server tidies it; a valid UK number in the
 * form it is stored ('0113 496 0000 ext. 12'), anything else as typed so its message shows.
 */
export function phoneOnLeaving(text: string): string | undefined {
  const tidy = text.trim().replace(/\s+/g, ' ');
  return tidy === '' ? undefined : normalisePhone(tidy);
}
