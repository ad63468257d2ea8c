import { calls, urlOf } from '#domain/contract/calls.ts';
import type { Proposal, ProposalResponse } from '#domain/contract/proposal.ts';
import type { ApiClient } from './client';

/** The proposal's cache key: its URL. */
export const proposalKey = (uuid: string) => urlOf(calls.getProposal, { uuid });

/**
 * GET /api/proposal/{uuid}. A failure is only logged by the caller (SPEC.md 8). Here, not beside
 * useProposal (get-proposal.ts), so a screen that reads a proposal once (Retrieve a Quote) does not
 * load SWR (docs/decisions/046).
 */
export async function getProposal(api: ApiClient, uuid: string): Promise<Proposal> {
  return (await api.get<ProposalResponse>(proposalKey(uuid), { exempt: true })).proposal;
}

/**
 * Puts a proposal a write answered into SWR's cache, so every screen reading it sees the new one.
 * SWR is fetched with the first write, so a screen that only writes (the new quote form) does not
 * load it; the app keeps SWR's one default cache, which its global mutate writes to.
 */
export function useStoreProposal() {
  return async (proposal: Proposal): Promise<Proposal> => {
    const { mutate } = await import('swr');
    await mutate(proposalKey(proposal.uuid), proposal, { revalidate: false });
    return proposal;
  };
}
