import { createContext, useContext } from 'react';
import { calls, urlOf } from '#domain/contract/calls.ts';
import type { Proposal, ProposalResponse } from '#domain/contract/proposal.ts';
import type { ApiClient } from './client';

/** The proposal's cache key: its URL. */
export const proposalKey = (uuid: string) => urlOf(calls.getProposal, { uuid });

/** Writes a value into the SWR cache the screens read, without asking the server again. */
export type CacheWrite = (key: string, value: unknown) => Promise<unknown>;

/**
 * GET /api/proposal/{uuid}. A failure is only logged by the caller (SPEC.md 8). Here, not beside
 * useProposal (get-proposal.ts), so a screen that reads a proposal once (Retrieve a Quote) does not
 * load SWR (docs/decisions/046).
 */
export async function getProposal(api: ApiClient, uuid: string): Promise<Proposal> {
  return (await api.get<ProposalResponse>(proposalKey(uuid), { exempt: true })).proposal;
}

/**
 * The app's one default SWR cache, written through SWR's global mutate. SWR is fetched with the
 * first write, so a screen that only writes (the new quote form) does not load it.
 */
const writeDefaultCache: CacheWrite = async (key, value) => {
  const { mutate } = await import('swr');
  return mutate(key, value, { revalidate: false });
};

/** The cache proposals are written to: the default one, or a separate one (src/api/separate-cache.tsx). */
export const CacheWriteContext = createContext<CacheWrite>(writeDefaultCache);

/** Puts a proposal a write answered into the cache, so every screen reading it sees the new one. */
export function useStoreProposal() {
  const write = useContext(CacheWriteContext);
  return async (proposal: Proposal): Promise<Proposal> => {
    await write(proposalKey(proposal.uuid), proposal);
    return proposal;
  };
}
