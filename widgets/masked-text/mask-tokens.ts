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

/**
 * The text imask's pattern makes of some typed or pasted text (what the box shows once its mask is
 * in, docs/decisions/046): each character fills the next token it fits (upper- or lower-cased as
 * the token wants), a literal typed in its place is kept, a literal is put in before a character
 * that needs it, anything else is dropped, and nothing goes past the mask's end. The box uses it
 * before imask has loaded; mask-tokens.test.ts holds it to imask's own result.
 */
export function conformToMask(mask: string, text: string): string {
  const slots = [...mask];
  let out = '';
  let at = 0;
  for (const char of text) {
    while (at < slots.length) {
      const slot = slots[at];
      const definition = MASK_DEFINITIONS[slot];
      if (!definition) {
        out += slot;
        at += 1;
        if (char === slot) break;
        continue;
      }
      const prepared = definition.prepareChar ? definition.prepareChar(char) : char;
      if (definition.mask.test(prepared)) {
        out += prepared;
        at += 1;
      }
      break;
    }
  }
  return out;
}

/** The characters of a conformed text that fill tokens (imask's unmasked value). */
export function unmaskedOf(mask: string, conformed: string): string {
  const slots = [...mask];
  return [...conformed].filter((_, at) => slots[at] in MASK_DEFINITIONS).join('');
}
