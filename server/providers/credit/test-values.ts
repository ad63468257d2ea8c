import { CREDIT_ACCEPTED, CREDIT_DECLINED, CREDIT_INVALID_DETAILS } from './credit-provider';

/** A documented sandbox pair and the outcome the embedded sandbox gives for it. */
export interface SandboxTestValue {
  account_name: string;
  /** 6 digits, no hyphens. */
  sort_code: string;
  /** 8 digits. */
  account_number: string;
  /** The reason code, or 'unavailable' when `check` throws CreditUnavailableError. */
  outcome: typeof CREDIT_ACCEPTED | typeof CREDIT_INVALID_DETAILS | typeof CREDIT_DECLINED | 'unavailable';
}

/**
 * The bank details testers type on Instalments (README.md lists them too). All use sort code 08-99-99,
 * a plain MOD10 range of the Vocalink tables; the accepted and invalid pairs are the Vocalink
 * specification's own test cases 1 and 29. Every other pair that passes modulus checking is accepted.
 */
export const SANDBOX_TEST_VALUES = {
  /** Passes modulus checking: API1000 with a mandate. */
  accepted: {
    account_name: 'Jane Smith',
    sort_code: '089999',
    account_number: '66374958',
    outcome: CREDIT_ACCEPTED,
  },
  /** Right format, fails modulus checking: API1010 on account number and sort code. */
  invalidModulus: {
    account_name: 'Jane Smith',
    sort_code: '089999',
    account_number: '66374959',
    outcome: CREDIT_INVALID_DETAILS,
  },
  /** Passes modulus checking, but the sandbox declines credit: API2001. */
  declined: {
    account_name: 'Jane Smith',
    sort_code: '089999',
    account_number: '66374961',
    outcome: CREDIT_DECLINED,
  },
  /** Passes modulus checking, but the sandbox acts unreachable: CreditUnavailableError (HTTP 503). */
  unavailable: {
    account_name: 'Jane Smith',
    sort_code: '089999',
    account_number: '66374974',
    outcome: 'unavailable',
  },
} as const satisfies Record<string, SandboxTestValue>;

/** The key the sandbox matches special pairs on: sort code and account number, normalised. */
export const pairKey = (sortCode: string, accountNumber: string): string => `${sortCode}/${accountNumber}`;

/** Pairs the sandbox declines (API2001) although they pass modulus checking. */
export const DECLINED_PAIRS: ReadonlySet<string> = new Set([
  pairKey(SANDBOX_TEST_VALUES.declined.sort_code, SANDBOX_TEST_VALUES.declined.account_number),
]);

/** Pairs for which the sandbox behaves as if the provider were unreachable. */
export const UNAVAILABLE_PAIRS: ReadonlySet<string> = new Set([
  pairKey(SANDBOX_TEST_VALUES.unavailable.sort_code, SANDBOX_TEST_VALUES.unavailable.account_number),
]);
