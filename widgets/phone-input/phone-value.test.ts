import { describe, expect, it } from 'vitest';
import { phoneToValue, sanitisePhone } from './phone-value';

describe('sanitisePhone', () => {
  it('keeps digits only', () => {
    expect(sanitisePhone('07700 900-123')).toBe('07700900123');
    expect(sanitisePhone('(0113) 496 0000')).toBe('01134960000');
  });

  it('keeps a plus only at the start', () => {
    expect(sanitisePhone('+44 7700')).toBe('+447700');
    expect(sanitisePhone('0+7+7')).toBe('077');
  });

  it('stops at 11 characters', () => {
    expect(sanitisePhone('077009001234567')).toBe('07700900123');
    expect(sanitisePhone('+4477009001')).toBe('+4477009001');
  });
});

describe('phoneToValue', () => {
  it('emits undefined for nothing usable', () => {
    expect(phoneToValue('abc')).toBeUndefined();
    expect(phoneToValue('0113')).toBe('0113');
  });
});
