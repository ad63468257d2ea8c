import { describe, expect, it } from 'vitest';
import {
  formatErrors,
  maskAccountNumber,
  maskSortCode,
  normaliseBankDetails,
  normaliseSortCode,
} from '#server/providers/credit/index.ts';

const valid = { account_name: 'Jane Smith', account_number: '66374958', sort_code: '089999' };
const errorsFor = (details: Partial<typeof valid>) =>
  formatErrors(normaliseBankDetails({ ...valid, ...details }));

describe('normalising and masking', () => {
  it('removes hyphens and spaces from a sort code', () => {
    expect(normaliseSortCode('12-34-56')).toBe('123456');
    expect(normaliseSortCode(' 12 34 56 ')).toBe('123456');
    expect(normaliseSortCode('123456')).toBe('123456');
  });

  it('shows only the last four digits of an account number', () => {
    expect(maskAccountNumber('12345678')).toBe('****5678');
    expect(maskAccountNumber(' 66374958 ')).toBe('****4958');
  });

  it('shows only the last two digits of a sort code', () => {
    expect(maskSortCode('12-34-56')).toBe('**-**-56');
    expect(maskSortCode('089999')).toBe('**-**-99');
  });

  it('trims the account name and makes spaces single', () => {
    expect(
      normaliseBankDetails({ ...valid, account_name: '  Mary  Ann   O’Neill-Jones ' }).account_name,
    ).toBe('Mary Ann O’Neill-Jones');
  });
});

describe('format rules (SPEC.md 5.1-5.3)', () => {
  it('passes well-formed details, with or without sort code hyphens', () => {
    expect(errorsFor({})).toEqual([]);
    expect(errorsFor({ sort_code: '08-99-99', account_number: ' 66374958 ' })).toEqual([]);
  });

  it.each(['1234567', '123456789', '1234567a', '1234 5678', '12-34-56-78'])(
    'rejects account number %j with the accNo message',
    (account_number) => {
      expect(errorsFor({ account_number })).toEqual([
        { path: 'account_number', message: 'Please enter a valid bank account number of 8 numbers.' },
      ]);
    },
  );

  it.each(['12345', '1234567', '12-34-5a', '12/34/56'])(
    'rejects sort code %j with the sortCode message',
    (sort_code) => {
      expect(errorsFor({ sort_code })).toEqual([
        { path: 'sort_code', message: 'Please enter a valid sort code of 6 numbers.' },
      ]);
    },
  );

  it.each(['J', 'Jane Smith 3rd', 'Jane_Smith', 'Jane.Smith'])(
    'rejects account name %j with the full-name message',
    (account_name) => {
      expect(errorsFor({ account_name })).toEqual([
        { path: 'account_name', message: 'Please provide a valid full name.' },
      ]);
    },
  );

  it.each(["Seán O'Brien", 'Anne-Marie Smith', 'Jo Li'])('accepts account name %j', (account_name) => {
    expect(errorsFor({ account_name })).toEqual([]);
  });

  it('gives the SPEC.md 5.1 required messages for empty fields, in form order', () => {
    expect(errorsFor({ account_name: ' ', account_number: '', sort_code: '--' })).toEqual([
      { path: 'account_name', message: "Please enter the account holder's name." },
      { path: 'account_number', message: 'Please enter the account number.' },
      { path: 'sort_code', message: 'Please enter the sort code.' },
    ]);
  });

  it('treats values that are not strings as empty rather than throwing', () => {
    const bad = {
      account_name: null,
      account_number: 12345678,
      sort_code: undefined,
    } as unknown as typeof valid;
    expect(formatErrors(normaliseBankDetails(bad)).map((e) => e.path)).toEqual([
      'account_name',
      'account_number',
      'sort_code',
    ]);
  });
});
