import type { RecallInput } from '#domain/contract/buying.ts';
import { calls, urlOf } from '#domain/contract/calls.ts';
import type { Proposal, ProposalResponse } from '#domain/contract/proposal.ts';
import { useApi } from './api-context';
import type { ApiClient } from './client';
import { useStoreProposal } from './store-proposal';

/**
 * POST /api/proposal/recall: finds a quote by reference, postcode and date of birth and lets this
 * browser open it. Failures are the screen's (SPEC.md 8): 404 not found, 409 expired (with the uuid),
 * 422 field messages, 429 too many attempts.
 */
export async function recallProposal(api: ApiClient, input: RecallInput): Promise<Proposal> {
  return (await api.post<ProposalResponse>(urlOf(calls.recallProposal), input)).proposal;
}

/** recallProposal, with the found proposal put into the cache. */
export function useRecallProposal() {
  const api = useApi();
  const store = useStoreProposal();
  return async (input: RecallInput) => store(await recallProposal(api, input));
}
