import type { ApiClient } from './client';
import { proposalPath, type Proposal } from './proposal';

/** An optional cover as the server prices it (SPEC.md 3 "Addon"). */
export interface Addon {
  id: number;
  code: string;
  addon_name: string;
  description: string;
  premium: number;
  monthly_premium: number;
  is_selected: boolean;
  documents: { ipid: string; policy_wording: string };
}

/** The server's quote (SPEC.md 3 "Quote"); amounts in pounds. */
export interface Quote {
  is_quoted: boolean;
  is_purchased: boolean;
  is_accepted: boolean;
  premium: number;
  net_premium?: number;
  ipt?: number;
  addons_total?: number;
  annual_total?: number;
  monthly_deposit?: number;
  monthly_amount_of_credit?: number;
  monthly_installments?: number;
  monthly_payment?: number;
  monthly_interest?: number;
  monthly_total_payable?: number;
  monthly_apr?: number;
  insurer_name?: string;
  cover_type?: string;
  cover_start_date: string;
  cover_end_date: string;
  valid_until: string;
  excesses?: { breakdown: { category: string; description: string; amount: number }[] };
  addons: Addon[];
  documents: {
    policy_summary: string;
    full_policy_wordings: string;
    proposal_form: string;
    terms_and_conditions: string;
    adequate_explanations: string;
    pre_contract_credit_information: string;
  };
  metadata: { initial_premium: number | null; client_quote_ref: string; applied_reference: string };
}

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
