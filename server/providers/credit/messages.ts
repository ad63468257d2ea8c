import definition from '#schemas/definitions/direct-debit.schema.json';
import credit from '#schemas/instalments/direct-debit.messages.json';

const required = definition.errorMessage.required;
const field = definition.properties;

/**
 * The customer-facing messages for Direct Debit bank details: the form's own, from the schema the
 * Instalments form and the server share (`schemas/definitions/direct-debit.schema.json`), and the
 * credit provider's own answers (`schemas/instalments/direct-debit.messages.json`).
 */
export const DIRECT_DEBIT_MESSAGES = {
  accountName: { required: required.account_name, 'full-name': field.account_name.errorMessage['full-name'] },
  accountNumber: {
    required: required.account_number,
    accNo: field.account_number.errorMessage.accNo,
    modulus: credit.modulus,
  },
  sortCode: {
    required: required.sort_code,
    sortCode: field.sort_code.errorMessage.sortCode,
    modulus: credit.modulus,
  },
  declined: credit.declined,
  unavailable: credit.unavailable,
} as const;
