import { calls, urlOf } from '#domain/contract/calls.ts';
import type { PaymentMethodInput, Proposal, ProposalResponse } from '#domain/contract/proposal.ts';
import { useApi } from './api-context';
import type { ApiClient } from './client';
import { useStoreProposal } from './get-proposal';

/** POST /api/proposal/{uuid}/payment-method: monthly or annual, stored at once (SPEC.md 2.9). */
export async function savePaymentMethod(
  api: ApiClient,
  uuid: string,
  isPayMonthly: boolean,
): Promise<Proposal> {
  const body: PaymentMethodInput = { is_pay_monthly: isPayMonthly };
  return (await api.post<ProposalResponse>(urlOf(calls.savePaymentMethod, { uuid }), body, { quiet: true }))
    .proposal;
}

/**
 * The customer's choice of frequency: shown at once (the cached proposal changes), stored in the
 * background; a failed save is only logged, and the next screen reads the stored choice.
 */
export function useSavePaymentMethod() {
  const api = useApi();
  const store = useStoreProposal();
  return (proposal: Proposal, isPayMonthly: boolean) => {
    void store({ ...proposal, is_pay_monthly: isPayMonthly });
    return savePaymentMethod(api, proposal.uuid, isPayMonthly)
      .then(store)
      .catch((error: unknown) => {
        console.warn('The payment method was not saved', error);
        return proposal;
      });
  };
}
