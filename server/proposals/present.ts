import type { DirectDebitSummary, Proposal } from '#domain/contract/proposal.ts';
import type { ProposalRecord } from '#server/store/types.ts';

/**
 * The Direct Debit mandate as answered: the account number is only ever shown as its last four
 * digits (`****1234`) and the sort code as its last two (`**-**-56`), whatever is stored.
 */
function maskDirectDebit(dd: Record<string, unknown> | null): DirectDebitSummary | null {
  if (!dd) return null;
  const digits = (v: unknown) => String(v ?? '').replace(/\D/g, '');
  return {
    account_name: String(dd.account_name ?? ''),
    account_number: `****${digits(dd.account_number).slice(-4)}`,
    sort_code: `**-**-${digits(dd.sort_code).slice(-2)}`,
    ...(typeof dd.mandate_reference === 'string' ? { mandate_reference: dd.mandate_reference } : {}),
  };
}

/** The proposal as the API answers it (SPEC.md 3 "Proposal"). */
export function presentProposal(record: ProposalRecord): Proposal {
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
