import { describe, expect, it } from 'vitest';
import { choicesFromEnum, choicesFromList, keyForValue, valueForKey } from './select-options';

const relationships = [
  { name: 'Proposer (Policy holder)', value: 'P' },
  { name: 'Spouse', value: 'S' },
];

describe('choicesFromList', () => {
  it('maps names and values and drops excluded values', () => {
    expect(choicesFromList(relationships, ['P'])).toEqual([{ label: 'Spouse', key: 'S', value: 'S' }]);
  });
});

describe('choicesFromEnum', () => {
  it('keeps the type of each value', () => {
    const choices = choicesFromEnum([
      { label: '£0', value: 0 },
      { label: '£100', value: 100 },
    ]);
    expect(valueForKey(choices, '100')).toBe(100);
    expect(keyForValue(choices, 0)).toBe('0');
  });
});

describe('valueForKey and keyForValue', () => {
  const choices = choicesFromList(relationships);

  it('gives undefined for the placeholder and an empty key for no value', () => {
    expect(valueForKey(choices, '')).toBeUndefined();
    expect(keyForValue(choices, undefined)).toBe('');
    expect(keyForValue(choices, 'X')).toBe('');
  });
});
