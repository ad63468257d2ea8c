import { describe, expect, it } from 'vitest';
import { normaliseName, typedName } from './name-value';

describe('normaliseName', () => {
  it('capitalises each word: first letter upper, rest lower', () => {
    expect(normaliseName('jOHN')).toBe('John');
    expect(normaliseName('mary-jane o’neil')).toBe('Mary-Jane O’Neil');
  });

  it('trims and gives undefined for an empty box', () => {
    expect(normaliseName('  smith ')).toBe('Smith');
    expect(normaliseName('   ')).toBeUndefined();
  });
});

describe('typedName', () => {
  it('keeps the typed text and gives undefined for empty', () => {
    expect(typedName('jo')).toBe('jo');
    expect(typedName('')).toBeUndefined();
  });
});
