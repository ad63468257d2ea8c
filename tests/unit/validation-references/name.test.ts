import { describe, expect, it } from 'vitest';
import { ruleFunctions } from '#domain/rules/rule-functions.ts';
import { nameCases } from './name.cases';

const passes = (rule: 'name' | 'full-name', text: string) =>
  ruleFunctions[rule](text, true, undefined) === null;

describe('the name rules take real names (name.cases.ts)', () => {
  it.each(nameCases.map((c) => [c.text, c.valid] as const))('%j valid: %s', (text, valid) => {
    expect(passes('name', text)).toBe(valid);
    expect(passes('full-name', text)).toBe(valid);
  });

  it('reads spaces as the form and the server tidy them: trimmed, runs made single', () => {
    expect(passes('name', ' Mary  Ann ')).toBe(true);
  });
});
