import { isValidQuoteReference } from '#domain/patterns.ts';
import { type CreditApplication, CreditApplicationError } from './credit-provider';

const isWholePence = (value: unknown, min: number): boolean =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min;

/**
 * Throws CreditApplicationError unless the identifiers and figures are what the server itself
 * produces: a uuid, a quote reference, whole pence, at least one instalment, and instalments that
 * repay at least the amount of credit. Bank details are not checked here (they give API1010).
 */
export function assertWellFormedApplication(application: CreditApplication): void {
  const { proposal_uuid, reference, deposit_pence, amount_of_credit_pence, instalment_pence, instalments } =
    application;
  const fail = (what: string) => {
    throw new CreditApplicationError(`Credit application: ${what}.`);
  };
  if (
    typeof proposal_uuid !== 'string' ||
    !/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(proposal_uuid)
  )
    fail('proposal_uuid must be a uuid');
  if (typeof reference !== 'string' || !isValidQuoteReference(reference))
    fail('reference must be a quote reference');
  if (!isWholePence(deposit_pence, 0)) fail('deposit_pence must be whole pence, 0 or more');
  if (!isWholePence(amount_of_credit_pence, 1)) fail('amount_of_credit_pence must be whole pence, above 0');
  if (!isWholePence(instalment_pence, 1)) fail('instalment_pence must be whole pence, above 0');
  if (!isWholePence(instalments, 1)) fail('instalments must be a whole number, at least 1');
  if (instalment_pence * instalments < amount_of_credit_pence)
    fail('the instalments must repay at least the amount of credit');
}
