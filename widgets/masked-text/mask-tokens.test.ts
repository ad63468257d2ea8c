import { describe, expect, it } from 'vitest';
import IMask from 'imask';
import { isNumericMask, maskedToValue, toImaskOptions } from './mask-tokens';

function typeInto(mask: string, typed: string) {
  const masked = IMask.createMask(toImaskOptions(mask));
  masked.resolve(typed);
  return { value: masked.value, unmasked: masked.unmaskedValue, complete: masked.isComplete };
}

describe('toImaskOptions', () => {
  it('formats a sort code with its hyphens and unmasks to six digits', () => {
    expect(typeInto('##-##-##', '112233')).toEqual({ value: '11-22-33', unmasked: '112233', complete: true });
  });

  it('drops characters a token does not accept', () => {
    expect(typeInto('########', '12ab34').value).toBe('1234');
    expect(typeInto('SS##', '1A2b3').value).toBe('Ab3');
  });

  it('accepts letters or digits for X', () => {
    expect(typeInto('XXX', 'a1B').value).toBe('a1B');
  });

  it('upper-cases for A and lower-cases for a', () => {
    expect(typeInto('AA', 'ab').value).toBe('AB');
    expect(typeInto('aa', 'AB').value).toBe('ab');
  });

  it("keeps imask's own definition characters as literals", () => {
    expect(typeInto('#0#*#', '123').value).toBe('102*3');
  });
});

describe('isNumericMask', () => {
  it('is true only when all tokens are digits', () => {
    expect(isNumericMask('##-##-##')).toBe(true);
    expect(isNumericMask('XX##')).toBe(false);
    expect(isNumericMask('--')).toBe(false);
  });
});

describe('maskedToValue', () => {
  it('emits undefined for an empty box', () => {
    expect(maskedToValue('')).toBeUndefined();
    expect(maskedToValue('11-22')).toBe('11-22');
  });
});
