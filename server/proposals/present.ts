import type { ProposalRecord } from '../store/types';

/** Masks all but the last two characters of bank details in responses. */
function maskDirectDebit(dd: Record<string, unknown> | null) {
  if (!dd) return null;
  const mask = (v: unknown) => (typeof v === 'string' ? v.replace(/.(?=.{2})/g, '*') : v);
  return { ...dd, account_number: mask(dd.account_number), sort_code: mask(dd.sort_code) };
}

/** The proposal as the API answers it (SPEC.md 3 "Proposal"). */
export function presentProposal(record: ProposalRecord) {
  return {
    uuid: record.uuid,
    reference: record.reference,
    version: record.version,
    is_pay_monthly: record.isPayMonthly,
    is_purchased: record.isPurchased,
    is_quoted: record.isQuoted,
    quote: record.data.quote,
    addons: record.data.addons,
    direct_debit: maskDirectDebit(record.data.direct_debit),
    risk: record.data.risk,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

export type PublicProposal = ReturnType<typeof presentProposal>;
