import { calls, urlOf } from '#domain/contract/calls.ts';
import type { Proposal } from '#domain/contract/proposal.ts';

/** The proposal's cache key: its URL. */
export const proposalKey = (uuid: string) => urlOf(calls.getProposal, { uuid });

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
