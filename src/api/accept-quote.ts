import { calls, urlOf } from '#domain/contract/calls.ts';
import type { Proposal, ProposalResponse } from '#domain/contract/proposal.ts';
import { useApi } from './api-context';
import type { ApiClient } from './client';
import { useStoreProposal } from './store-proposal';

/** POST /api/proposal/{uuid}/quote/accept: buys the policy once its payment is captured (idempotent). */
export async function acceptQuote(api: ApiClient, uuid: string): Promise<Proposal> {
  return (await api.post<ProposalResponse>(urlOf(calls.acceptQuote, { uuid }), {})).proposal;
}

/** acceptQuote, with the purchased proposal put into the cache. */
export function useAcceptQuote() {
  const api = useApi();
  const store = useStoreProposal();
  return async (uuid: string) => store(await acceptQuote(api, uuid));
}
