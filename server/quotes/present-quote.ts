import { randomBytes } from 'node:crypto';
import { calls, urlOf } from '#domain/contract/calls.ts';
import type { Addon, Quote } from '#domain/contract/quote.ts';
import { addDays, addYears } from '#domain/dates.ts';
import { QUOTE_VALID_DAYS } from '#domain/limits.ts';
import { penceToPounds as pounds } from '#domain/money.ts';
import type { RatedAddon, RatingResult } from '#server/rating/index.ts';

/** Where a document of this quote opens (GET /applied/document/{applied_reference}/{document_id}). */
export const documentUrl = (appliedReference: string, documentId: string) =>
  urlOf(calls.document, { applied: appliedReference, document: documentId });

/** An optional cover as the API shows it (SPEC.md 3 "Addon"), prices in pounds. */
export function presentAddon(addon: RatedAddon, appliedReference: string): Addon {
  return {
    id: addon.id,
    code: addon.code,
    addon_name: addon.addon_name,
    description: addon.description,
    premium: pounds(addon.premium_pence),
    monthly_premium: pounds(addon.monthly_premium_pence),
    is_selected: addon.is_selected,
    documents: {
      ipid: documentUrl(appliedReference, addon.documents.ipid),
      policy_wording: documentUrl(appliedReference, addon.documents.policy_wording),
    },
  };
}

/** A random reference for the documents of one quote (it appears in document links). */
export function newAppliedReference(): string {
  return randomBytes(12).toString('base64url');
}

interface QuoteContext {
  reference: string;
  coverStartDate: string;
  today: string;
  initialPremium: number | null;
}

/**
 * The quote as stored and answered (SPEC.md 3 "Quote"): every figure computed by the server, in
 * pounds; a declined proposal gets a quote with is_quoted false (SPEC.md 2.4: go to Declined).
 */
export function presentQuote(result: RatingResult, context: QuoteContext): Quote {
  const appliedReference = newAppliedReference();
  const common = {
    is_purchased: false,
    is_accepted: false,
    policy_number: null,
    quoted_at: context.today,
    valid_until: addDays(context.today, QUOTE_VALID_DAYS),
    cover_start_date: context.coverStartDate,
    cover_end_date: addYears(context.coverStartDate, 1),
    documents: {
      policy_summary: documentUrl(appliedReference, 'policy-summary'),
      full_policy_wordings: documentUrl(appliedReference, 'policy-wording'),
      proposal_form: documentUrl(appliedReference, 'proposal-form'),
      terms_and_conditions: documentUrl(appliedReference, 'terms-and-conditions'),
      adequate_explanations: documentUrl(appliedReference, 'adequate-explanations'),
      pre_contract_credit_information: documentUrl(appliedReference, 'pre-contract-credit-information'),
    },
  };
  if (result.declined) {
    return {
      ...common,
      is_quoted: false,
      premium: 0,
      addons: [],
      metadata: {
        initial_premium: null,
        client_quote_ref: context.reference,
        applied_reference: appliedReference,
      },
    };
  }
  const f = result.finance;
  return {
    ...common,
    is_quoted: true,
    premium: pounds(result.premium_pence),
    net_premium: pounds(result.net_premium_pence),
    ipt: pounds(result.ipt_pence),
    addons_total: pounds(result.addons_total_pence),
    annual_total: pounds(f.total_pence),
    monthly_deposit: pounds(f.deposit_pence),
    monthly_amount_of_credit: pounds(f.amount_of_credit_pence),
    monthly_installments: f.instalments,
    monthly_payment: pounds(f.instalment_pence),
    monthly_interest: f.interest_rate_percent,
    monthly_interest_amount: pounds(f.interest_pence),
    monthly_total_payable: pounds(f.total_payable_pence),
    monthly_apr: f.apr_percent,
    insurer_name: result.insurer_name,
    cover_type: result.cover_type,
    excesses: {
      breakdown: result.excesses.map(({ amount_gbp, ...row }) => ({ ...row, amount: amount_gbp })),
    },
    addons: result.addons.map((a) => presentAddon(a, appliedReference)),
    metadata: {
      initial_premium: context.initialPremium ?? pounds(result.premium_pence),
      client_quote_ref: context.reference,
      applied_reference: appliedReference,
    },
  };
}
