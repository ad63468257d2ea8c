import { calls, urlOf } from '#domain/contract/calls.ts';
import type { PaymentMethodInput, Proposal, ProposalResponse } from '#domain/contract/proposal.ts';
import { useApi } from './api-context';
import type { ApiClient } from './client';
import { useStoreProposal } from './store-proposal';

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
 * The customer's choice of frequency: shown at once (the cached proposal changes) and stored; when
 * storing fails the shown choice goes back to the stored one and the failure is the caller's to show.
 */
export function useSavePaymentMethod() {
  const api = useApi();
  const store = useStoreProposal();
  return async (proposal: Proposal, isPayMonthly: boolean): Promise<Proposal> => {
    void store({ ...proposal, is_pay_monthly: isPayMonthly });
    try {
      return await store(await savePaymentMethod(api, proposal.uuid, isPayMonthly));
    } catch (error) {
      await store(proposal);
      throw error;
    }
  };
}
