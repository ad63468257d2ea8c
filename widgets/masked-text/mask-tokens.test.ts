import { describe, expect, it } from 'vitest';
import IMask from 'imask';
import { conformToMask, isNumericMask, maskedToValue, toImaskOptions, unmaskedOf } from './mask-tokens';

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

/** What imask makes of text put into a box at once (as it reads a box's text when it attaches). */
function imaskOf(mask: string, text: string) {
  const masked = IMask.createMask({ ...toImaskOptions(mask), lazy: true });
  masked.value = text;
  return { value: masked.value, unmasked: masked.unmaskedValue };
}

describe('conformToMask (the box before imask has loaded)', () => {
  it('shapes typed text as imask does', () => {
    expect(conformToMask('##-##-##', '112233')).toBe('11-22-33');
    expect(conformToMask('##-##-##', '08 99 99')).toBe('08-99-99');
    expect(conformToMask('########', '1234567890')).toBe('12345678');
    expect(conformToMask('AA##', 'ab12')).toBe('AB12');
    expect(conformToMask('##/##/####', '31/12/1990')).toBe('31/12/1990');
    expect(conformToMask('#0#*#', '123')).toBe('102*3');
  });

  it('gives the value and unmasked value imask gives, for any text', () => {
    // A fixed pseudo-random walk over digits, letters, spaces and the masks' literals.
    const chars = '0123456789abAB -/*';
    let seed = 13;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const masks = ['##-##-##', '########', '##/##/####', 'AA##', 'XX SS', 'aa-##', '#0#*#'];
    for (let run = 0; run < 300; run++) {
      const mask = masks[run % masks.length];
      const text = Array.from(
        { length: Math.floor(next() * 12) },
        () => chars[Math.floor(next() * chars.length)],
      ).join('');
      const conformed = conformToMask(mask, text);
      expect({ mask, text, value: conformed, unmasked: unmaskedOf(mask, conformed) }).toEqual({
        mask,
        text,
        ...imaskOf(mask, text),
      });
    }
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
