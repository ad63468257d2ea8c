/**
 * The words of a buying screen's top that come from the customer's proposal (their name, the price,
 * the credit terms), worked out once for both places that show them: the screen itself, and the
 * server's page, which holds the screen's top filled in so it reads before the scripts arrive
 * (docs/decisions/051). Every value is display text; the markup is the screen's own component.
 */
import type { Proposal } from '#domain/contract/proposal.ts';
import type { Quote } from '#domain/contract/quote.ts';
import { listName, type ListsByName } from '#domain/lists.ts';
import { addPounds, formatMoney } from '#domain/money.ts';
import { escapeHtml } from '#domain/escape-html.ts';

/** The proposer's first name, as the screens greet them. */
export function forenameOf(proposal: Proposal): string {
  const drivers = proposal.risk.drivers as { proposer?: { forename?: unknown } } | undefined;
  return String(drivers?.proposer?.forename ?? '');
}

/** The total of the optional covers chosen. */
export function addonsCostOf(proposal: Proposal) {
  return addPounds(...(proposal.addons ?? []).map((a) => a.premium));
}

/** Payment option (SPEC.md 2.7): the greeting and the price with the covers chosen. */
export interface PaymentOptionTop {
  forename: string;
  coverName: string;
  price: string;
  monthlyExtra: string;
}

export function paymentOptionTop(proposal: Proposal, quote: Quote, lists: ListsByName): PaymentOptionTop {
  const policy = (proposal.risk.policy ?? {}) as { cover_type_required?: unknown };
  return {
    forename: forenameOf(proposal),
    coverName: listName(lists, 'policy_cover_type', quote.cover_type ?? policy.cover_type_required),
    price: formatMoney(addPounds(quote.premium, addonsCostOf(proposal))),
    monthlyExtra: formatMoney(addPounds(quote.monthly_total_payable ?? 0, -(quote.annual_total ?? 0))),
  };
}

/** Summary (SPEC.md 2.10): the greeting. */
export interface SummaryTop {
  forename: string;
}

export function summaryTop(proposal: Proposal): SummaryTop {
  return { forename: forenameOf(proposal) };
}

/** Instalments (SPEC.md 2.11): the monthly plan's terms and its credit documents. */
export interface CreditTerms {
  deposit: string;
  instalments: string;
  payment: string;
  totalPayable: string;
  apr: string;
  adequateExplanations: string;
  preContractCredit: string;
}

export function creditTerms(quote: Quote): CreditTerms {
  return {
    deposit: formatMoney(quote.monthly_deposit),
    instalments: String(quote.monthly_installments ?? ''),
    payment: formatMoney(quote.monthly_payment),
    totalPayable: formatMoney(quote.monthly_total_payable),
    apr: String(quote.monthly_apr ?? ''),
    adequateExplanations: quote.documents.adequate_explanations,
    preContractCredit: quote.documents.pre_contract_credit_information,
  };
}

/**
 * The screens whose top the server fills from the proposal, each with its values; null when the
 * proposal has no quote to show (the screen then shows nothing of it either).
 */
export const screenTops = {
  PaymentOption: (proposal: Proposal, lists: ListsByName) =>
    proposal.quote ? paymentOptionTop(proposal, proposal.quote, lists) : null,
  Summary: (proposal: Proposal) => (proposal.quote ? summaryTop(proposal) : null),
  Instalments: (proposal: Proposal) => (proposal.quote ? creditTerms(proposal.quote) : null),
} satisfies Record<string, (proposal: Proposal, lists: ListsByName) => object | null>;

export type ScreenTopName = keyof typeof screenTops;

export function isScreenTopName(name: string): name is ScreenTopName {
  return Object.hasOwn(screenTops, name);
}

/** A screen top's values by name, as text (what the server puts in the page). */
export function screenTopValues(
  name: ScreenTopName,
  proposal: Proposal,
  lists: ListsByName,
): Record<string, string> | null {
  return screenTops[name](proposal, lists) as Record<string, string> | null;
}

/** Where a value goes in a screen top's markup as the build makes it for the server. */
const MARK = /\{\{top:(\w+)\}\}/g;
const markOf = (key: string) => `{{top:${key}}}`;

/** Values that are their own marks: a screen's top rendered once for every customer (the build). */
export function topMarks<T extends object>(): T {
  return new Proxy({} as T, { get: (_, key) => markOf(String(key)) });
}

/**
 * The markup with each mark replaced by its value, HTML-escaped (text and quoted attributes alike);
 * null when a mark has no value (the build and the values disagree): then none of it is shown.
 */
export function fillTopMarks(markup: string, values: Record<string, string>): string | null {
  let missing = false;
  const filled = markup.replace(MARK, (_, key: string) => {
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    if (typeof value !== 'string') missing = true;
    return escapeHtml(value);
  });
  return missing ? null : filled;
}
