import useSWR from 'swr';
import type { Proposal, ProposalResponse } from '#domain/contract/proposal.ts';
import { useApi } from './api-context';
import type { ApiClient } from './client';
import { proposalKey } from './store-proposal';
import { SWR_OPTIONS } from './swr-options';

export { proposalKey, useStoreProposal } from './store-proposal';

/** GET /api/proposal/{uuid}. A failure is only logged by the caller (SPEC.md 8). */
export async function getProposal(api: ApiClient, uuid: string): Promise<Proposal> {
  return (await api.get<ProposalResponse>(proposalKey(uuid), { exempt: true })).proposal;
}

/** The proposal for a uuid, cached by SWR; undefined while loading or when there is no uuid. */
export function useProposal(uuid: string | null) {
  const api = useApi();
  return useSWR(uuid ? proposalKey(uuid) : null, () => getProposal(api, uuid as string), {
    ...SWR_OPTIONS,
    onError: (error) => console.warn('The proposal could not be loaded', error),
  });
}
