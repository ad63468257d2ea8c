import { calls, urlOf } from '#domain/contract/calls.ts';
import type { AddonsInput, Proposal, ProposalResponse } from '#domain/contract/proposal.ts';
import type { Addon } from '#domain/contract/quote.ts';
import { useApi } from './api-context';
import type { ApiClient, RequestOptions } from './client';
import { useStoreProposal } from './store-proposal';

/** POST /api/proposal/{uuid}/addons with the selected covers; the server re-rates. */
export async function saveAddons(
  api: ApiClient,
  uuid: string,
  addons: Pick<Addon, 'code'>[],
  options: Pick<RequestOptions, 'quiet'> = {},
): Promise<Proposal> {
  const body: AddonsInput = { addons: addons.map((a) => ({ code: a.code })) };
  return (await api.post<ProposalResponse>(urlOf(calls.saveAddons, { uuid }), body, options)).proposal;
}

/** saveAddons, with the re-rated proposal put into the cache. */
export function useSaveAddons() {
  const api = useApi();
  const store = useStoreProposal();
  return async (uuid: string, addons: Pick<Addon, 'code'>[], options?: Pick<RequestOptions, 'quiet'>) =>
    store(await saveAddons(api, uuid, addons, options));
}
