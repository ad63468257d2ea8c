import { describe, expect, it } from 'vitest';
import { isValidQuoteReference, isValidTypedReference, referenceAsIssued } from '#domain/patterns.ts';
import { newQuoteReference } from '#server/proposals/ids.ts';

describe('quote references (decision 080)', () => {
  it('are issued in the pattern of SPEC.md 9, without O or I', () => {
    const issued = Array.from({ length: 2000 }, newQuoteReference);
    for (const reference of issued) expect(isValidQuoteReference(reference), reference).toBe(true);
    expect(issued.join('')).not.toMatch(/[OI]/);
  });

  it('read a typed O as 0 and I as 1, in any case', () => {
    expect(referenceAsIssued('iab0o1CDEFGHI')).toBe('1AB001CDEFGH1');
  });

  it('are valid as typed when they read as one issued (a leading O for 0), and not otherwise', () => {
    expect(isValidTypedReference('OAB3DEFGHJKLM')).toBe(true);
    expect(isValidTypedReference('oab3defghjklm')).toBe(true);
    expect(isValidTypedReference('XAB3DEFGHJKLM')).toBe(false);
    expect(isValidTypedReference('0AB3DEFGHJKL')).toBe(false);
  });
});
