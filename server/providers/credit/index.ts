/**
 * The credit provider module (README.md beside this file): the contract, the embedded Direct Debit
 * sandbox, the bank-detail helpers and the documented sandbox test values.
 */
export * from './credit-provider';
export {
  createSandboxCreditProvider,
  DEFAULT_SANDBOX_SECRET,
  type SandboxCreditOptions,
} from './sandbox-credit-provider';
export {
  type BankDetails,
  formatErrors,
  maskAccountNumber,
  maskSortCode,
  normaliseAccountName,
  normaliseAccountNumber,
  normaliseBankDetails,
  normaliseSortCode,
  passesModulusCheck,
} from './bank-details';
export { MANDATE_REFERENCE_PATTERN, mandateReference } from './mandate-reference';
export { DIRECT_DEBIT_MESSAGES } from './messages';
export { SANDBOX_TEST_VALUES, type SandboxTestValue } from './test-values';
