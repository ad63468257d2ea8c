import { calls, urlOf } from '#domain/contract/calls.ts';
import type { Proposal, ProposalResponse } from '#domain/contract/proposal.ts';
import { useApi } from './api-context';
import type { ApiClient } from './client';
import { useStoreProposal } from './store-proposal';

type Update = Pick<Proposal, 'uuid' | 'version' | 'risk'>;

/** POST /api/proposal/{uuid}: updates it; the version guards against overwriting a newer write (409). */
export async function updateProposal(api: ApiClient, { uuid, version, risk }: Update): Promise<Proposal> {
  return (await api.post<ProposalResponse>(urlOf(calls.updateProposal, { uuid }), { version, risk }))
    .proposal;
}

/** updateProposal, with the answer put into the cache. */
export function useUpdateProposal() {
  const api = useApi();
  const store = useStoreProposal();
  return async (update: Update) => store(await updateProposal(api, update));
}
