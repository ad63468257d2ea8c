import { calls, urlOf } from '#domain/contract/calls.ts';
import type { Proposal, ProposalResponse, Risk } from '#domain/contract/proposal.ts';
import { useApi } from './api-context';
import type { ApiClient } from './client';
import { useStoreProposal } from './store-proposal';

/** POST /api/proposal: creates a proposal from the whole answer set. */
export async function createProposal(api: ApiClient, risk: Risk): Promise<Proposal> {
  return (await api.post<ProposalResponse>(urlOf(calls.createProposal), { risk })).proposal;
}

/** createProposal, with the new proposal put into the cache. */
export function useCreateProposal() {
  const api = useApi();
  const store = useStoreProposal();
  return async (risk: Risk) => store(await createProposal(api, risk));
}
