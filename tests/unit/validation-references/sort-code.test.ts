import { describe, expect, it } from 'vitest';
import { ruleFunctions } from '#domain/rules/rule-functions.ts';

const passes = (text: string) => ruleFunctions.sortCode(text, true, undefined) === null;

describe('sortCode: six digits, written with hyphens or spaces as banks and cards print them (issue 11)', () => {
  it.each(['08 99 99', '08-99-99', '089999', ' 08 99 99 '])('takes %j', (text) => {
    expect(passes(text)).toBe(true);
  });

  it.each(['08 99 9', '08_99_99', '08.99.99', '0899999', 'ab-cd-ef'])('refuses %j', (text) => {
    expect(passes(text)).toBe(false);
  });
});
