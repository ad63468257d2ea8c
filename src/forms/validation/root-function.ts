/**
 * The name under which each precompiled module (scripts/precompiled-code.ts) also holds its
 * form's own function, beside RJSF's key for it (the hash of the whole schema). Not a hash: RJSF's
 * keys are hexadecimal.
 */
export const ROOT_FUNCTION = 'root';
