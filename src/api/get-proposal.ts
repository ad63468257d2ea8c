import useSWR from 'swr';
import { useApi } from './api-context';
import { getProposal, proposalKey } from './store-proposal';
import { SWR_OPTIONS } from './swr-options';

export { getProposal, proposalKey, useStoreProposal } from './store-proposal';

/** The proposal for a uuid, cached by SWR; undefined while loading or when there is no uuid. */
export function useProposal(uuid: string | null) {
  const api = useApi();
  return useSWR(uuid ? proposalKey(uuid) : null, () => getProposal(api, uuid as string), {
    ...SWR_OPTIONS,
    onError: (error) => console.warn('The proposal could not be loaded', error),
  });
}
