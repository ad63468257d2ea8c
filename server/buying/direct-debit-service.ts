import {
  DIRECT_DEBIT_ACCEPTED,
  DIRECT_DEBIT_INVALID,
  type DirectDebitInput,
  type DirectDebitResponse,
} from '#domain/contract/buying.ts';
import { poundsToPence } from '#domain/money.ts';
import { isUuid } from '#server/proposals/ids.ts';
import { directDebitSchema } from '#domain/schema/screen-forms.ts';
import { ApiError, conflict, notFound, purchased } from '#server/http/errors.ts';
import { presentProposal } from '#server/proposals/present.ts';
import type { ProposalService } from '#server/proposals/proposal-service.ts';
import { CreditUnavailableError, type CreditProvider } from '#server/providers/credit/index.ts';
import { StaleVersionError, type Store } from '#server/store/types.ts';
import { assertValid, formValidator } from '#server/validation/form-validator.ts';
import { buyableQuote } from './quote-state';

const validateDetails = formValidator(directDebitSchema);

/** The body of PATCH /json/proposal/direct-debit, checked with the form's own schema. */
export function parseDirectDebit(body: unknown): DirectDebitInput {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (typeof input.uuid !== 'string' || !isUuid(input.uuid)) throw notFound();
  const details = {
    account_name: typeof input.account_name === 'string' ? input.account_name.trim() : input.account_name,
    account_number: input.account_number,
    sort_code: typeof input.sort_code === 'string' ? input.sort_code.replace(/[\s-]/g, '') : input.sort_code,
  };
  assertValid(validateDetails, details);
  return { uuid: input.uuid, ...(details as Omit<DirectDebitInput, 'uuid'>) };
}

/**
 * The Direct Debit set-up of a monthly payer (SPEC.md 2.11, 4, 7, 8): the credit provider checks the
 * bank details against this quote's finance; an accepted mandate is stored (masked: never the whole
 * account number) before the card payment of the deposit.
 */
export function directDebitService(
  store: Store,
  proposals: ProposalService,
  credit: CreditProvider,
  today: () => string,
) {
  return {
    async setUp(input: DirectDebitInput, tokenHash: string | null): Promise<DirectDebitResponse> {
      const record = await proposals.load(input.uuid, tokenHash);
      if (record.isPurchased) throw purchased();
      const quote = buyableQuote(record, today());
      if (!record.isPayMonthly)
        throw new ApiError(409, 'conflict', 'Choose to pay monthly before setting up a Direct Debit.');
      let decision;
      try {
        decision = await credit.check({
          proposal_uuid: record.uuid,
          reference: record.reference,
          account_name: input.account_name,
          account_number: input.account_number,
          sort_code: input.sort_code,
          deposit_pence: poundsToPence(quote.monthly_deposit ?? 0),
          amount_of_credit_pence: poundsToPence(quote.monthly_amount_of_credit ?? 0),
          instalment_pence: poundsToPence(quote.monthly_payment ?? 0),
          instalments: quote.monthly_installments ?? 0,
        });
      } catch (error) {
        if (error instanceof CreditUnavailableError) throw new ApiError(503, 'unavailable', error.message);
        throw error;
      }
      if (decision.reason_code === DIRECT_DEBIT_INVALID)
        throw new ApiError(422, 'invalid', 'Please check your bank details.', decision.fields, {
          reason_code: DIRECT_DEBIT_INVALID,
        });
      if (decision.reason_code !== DIRECT_DEBIT_ACCEPTED)
        return {
          reason_code: decision.reason_code,
          data: {
            monthly_payments_response: { reason_code: decision.reason_code, message: decision.message },
          },
        };
      const { mandate } = decision;
      try {
        const saved = await store.updateProposal(record.uuid, record.version, {
          data: {
            ...record.data,
            direct_debit: {
              account_name: mandate.account_name,
              account_number: mandate.account_number_masked,
              sort_code: mandate.sort_code_masked,
              mandate_reference: mandate.mandate_reference,
              created_at: mandate.created_at,
            },
          },
        });
        return {
          reason_code: DIRECT_DEBIT_ACCEPTED,
          data: {
            monthly_payments_response: { reason_code: DIRECT_DEBIT_ACCEPTED },
            proposal: presentProposal(saved),
          },
        };
      } catch (error) {
        if (error instanceof StaleVersionError) throw conflict();
        throw error;
      }
    },
  };
}
