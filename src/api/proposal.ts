import useSWR from 'swr';
import { useApi } from './api-context';
import type { ApiClient } from './client';

/** The proposal as the server answers it (SPEC.md 3 "Proposal"). */
export interface Proposal {
  uuid: string;
  reference: string;
  version: number;
  is_pay_monthly: boolean;
  is_purchased: boolean;
  is_quoted: boolean;
  quote: Record<string, unknown> | null;
  addons: unknown[] | null;
  direct_debit: Record<string, unknown> | null;
  risk: Record<string, unknown>;
}

interface ProposalResponse {
  proposal: Proposal;
}

export const proposalPath = (uuid: string) => `/api/proposal/${encodeURIComponent(uuid)}`;

/** GET /api/proposal/{uuid}. A failure is only logged by the caller (SPEC.md 8). */
export async function fetchProposal(api: ApiClient, uuid: string): Promise<Proposal> {
  return (await api.get<ProposalResponse>(proposalPath(uuid), { exempt: true })).proposal;
}

/** POST /api/proposal: creates a proposal from the whole answer set. */
export async function createProposal(api: ApiClient, risk: Record<string, unknown>): Promise<Proposal> {
  return (await api.post<ProposalResponse>('/api/proposal', { risk })).proposal;
}

/** POST /api/proposal/{uuid}: updates it; the version guards against overwriting a newer write. */
export async function updateProposal(
  api: ApiClient,
  proposal: Pick<Proposal, 'uuid' | 'version' | 'risk'>,
): Promise<Proposal> {
  const { uuid, version, risk } = proposal;
  return (await api.post<ProposalResponse>(proposalPath(uuid), { version, risk })).proposal;
}

/** The proposal for a uuid, cached by SWR; undefined while loading or when there is no uuid. */
export function useProposal(uuid: string | null) {
  const api = useApi();
  return useSWR(uuid ? proposalPath(uuid) : null, () => fetchProposal(api, uuid as string), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error) => console.warn('Proposal could not be loaded', error),
  });
}
