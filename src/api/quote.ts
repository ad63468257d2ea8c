import type { ApiClient } from './client';
import { proposalPath, type Proposal } from './proposal';

export type { Addon, Quote } from '../domain/quote-types';
import type { Addon, Quote } from '../domain/quote-types';

export type QuotedProposal = Omit<Proposal, 'quote' | 'addons'> & {
  quote: Quote | null;
  addons: Addon[] | null;
};

type Answer = { proposal: QuotedProposal };

/** POST /api/proposal/{uuid}/quote: the server rates the (optionally changed) answers. */
export async function createQuote(
  api: ApiClient,
  proposal: Pick<Proposal, 'uuid'> & Partial<Pick<Proposal, 'version' | 'risk'>>,
) {
  const body = proposal.risk ? { version: proposal.version, risk: proposal.risk } : {};
  return (await api.post<Answer>(`${proposalPath(proposal.uuid)}/quote`, body)).proposal;
}

/** POST /api/proposal/{uuid}/addons with the selected covers; the server re-rates. */
export async function saveAddons(api: ApiClient, uuid: string, addons: Pick<Addon, 'code'>[]) {
  return (
    await api.post<Answer>(`${proposalPath(uuid)}/addons`, { addons: addons.map((a) => ({ code: a.code })) })
  ).proposal;
}

/** POST /api/proposal/{uuid}/payment-method: monthly or annual, stored at once (the answer is not used). */
export async function savePaymentMethod(api: ApiClient, uuid: string, isPayMonthly: boolean) {
  return (
    await api.post<Answer>(
      `${proposalPath(uuid)}/payment-method`,
      { is_pay_monthly: isPayMonthly },
      { quiet: true },
    )
  ).proposal;
}
