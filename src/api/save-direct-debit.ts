import type { DirectDebitInput, DirectDebitResponse } from '#domain/contract/buying.ts';
import { calls, urlOf } from '#domain/contract/calls.ts';
import { useApi } from './api-context';
import type { ApiClient } from './client';
import { useStoreProposal } from './store-proposal';

/**
 * PATCH /json/proposal/direct-debit: the credit provider's answer (SPEC.md 4). API1010 arrives as a
 * 422 (field messages); other failures are the screen's to handle (SPEC.md 8).
 */
export function saveDirectDebit(api: ApiClient, input: DirectDebitInput): Promise<DirectDebitResponse> {
  const body: DirectDebitInput = { ...input, sort_code: input.sort_code.replace(/-/g, '') };
  return api.patch<DirectDebitResponse>(urlOf(calls.saveDirectDebit), body);
}

/** The reason code of an answer, where SPEC.md 7 says it may be (nested or top level). */
export function reasonCodeOf(answer: DirectDebitResponse): string {
  return answer.data?.monthly_payments_response?.reason_code ?? answer.reason_code;
}

/** saveDirectDebit, with an accepted mandate's proposal put into the cache. */
export function useSaveDirectDebit() {
  const api = useApi();
  const store = useStoreProposal();
  return async (input: DirectDebitInput) => {
    const answer = await saveDirectDebit(api, input);
    if (answer.data?.proposal) await store(answer.data.proposal);
    return answer;
  };
}
