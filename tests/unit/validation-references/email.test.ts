import { describe, expect, it } from 'vitest';
import { ruleFunctions } from '#domain/rules/rule-functions.ts';
import { emailCases } from './email.cases';

const passes = (value: unknown) => ruleFunctions.email(value, true, undefined) === null;

describe('the email rule agrees with validator.js isEmail (email.cases.ts)', () => {
  it.each(emailCases.map((c) => [c.text, c.valid] as const))('%j valid: %s', (text, valid) => {
    expect(passes(text)).toBe(valid);
  });

  it('lets an empty answer through (required is its own rule) and refuses what is not text', () => {
    expect(passes('')).toBe(true);
    expect(passes(undefined)).toBe(true);
    expect(passes(42)).toBe(false);
    expect(passes(null)).toBe(false);
  });
});
