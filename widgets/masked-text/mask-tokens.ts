/**
 * The mask tokens of SPEC.md 1 translated to imask pattern options:
 * # digit, X letter or digit, S letter, A upper-case letter, a lower-case letter; anything else is
 * a literal kept in place (e.g. the hyphens of '##-##-##').
 */

export interface MaskDefinition {
  mask: RegExp;
  /** Turns a typed character into the one the token wants (upper or lower case). */
  prepareChar?: (char: string) => string;
}

export const MASK_DEFINITIONS: Record<string, MaskDefinition> = {
  '#': { mask: /[0-9]/ },
  X: { mask: /[A-Za-z0-9]/ },
  S: { mask: /[A-Za-z]/ },
  A: { mask: /[A-Z]/, prepareChar: (char) => char.toUpperCase() },
  a: { mask: /[a-z]/, prepareChar: (char) => char.toLowerCase() },
};

/** Characters imask would read as its own definitions or syntax: escaped to stay literal. */
const IMASK_SPECIAL = new Set(['0', '*', '[', ']', '{', '}', '`', '\\']);

/** imask pattern options (mask and definitions) for a SPEC mask such as '##-##-##'. */
export function toImaskOptions(mask: string): { mask: string; definitions: Record<string, MaskDefinition> } {
  const pattern = [...mask].map((char) => (IMASK_SPECIAL.has(char) ? `\\${char}` : char)).join('');
  return { mask: pattern, definitions: MASK_DEFINITIONS };
}

/** True when every token of the mask is a digit, so a numeric keyboard suits it. */
export function isNumericMask(mask: string): boolean {
  const tokens = [...mask].filter((char) => char in MASK_DEFINITIONS);
  return tokens.length > 0 && tokens.every((char) => char === '#');
}

/** The value a masked box emits: its text, or undefined when empty. */
export function maskedToValue(text: string): string | undefined {
  return text === '' ? undefined : text;
}
