import { calls, urlOf } from '#domain/contract/calls.ts';
import type { Proposal, ProposalInput, ProposalResponse } from '#domain/contract/proposal.ts';
import { useApi } from './api-context';
import type { ApiClient } from './client';
import { useStoreProposal } from './store-proposal';

/** What to quote: the stored answers, or changed ones with the version they change. */
export type QuoteRequest = Pick<Proposal, 'uuid'> & Partial<Pick<Proposal, 'version' | 'risk'>>;

/** POST /api/proposal/{uuid}/quote: the server rates the (optionally changed) answers. */
export async function createQuote(api: ApiClient, { uuid, version, risk }: QuoteRequest): Promise<Proposal> {
  const body: Partial<ProposalInput> = risk ? { version, risk } : {};
  return (await api.post<ProposalResponse>(urlOf(calls.createQuote, { uuid }), body)).proposal;
}

/** createQuote, with the quoted proposal put into the cache. */
export function useCreateQuote() {
  const api = useApi();
  const store = useStoreProposal();
  return async (request: QuoteRequest) => store(await createQuote(api, request));
}
