/**
 * Proposals for the screen stories, built from the repo's own example answers
 * (schemas/quote-form/examples/complete-proposal.json, dates resolved against today) and typed by
 * the wire contract. The premium is what the rating engine answers for those answers (£862.81,
 * docs/rating.md); the monthly figures follow from it and the chosen covers as the engine's finance
 * does, and are checked to add up (deposit + 10 x instalment = total payable).
 */
import complete from '#schemas/quote-form/examples/complete-proposal.json';
import { calls, urlOf } from '#domain/contract/calls.ts';
import type { Proposal, Risk } from '#domain/contract/proposal.ts';
import type { Addon, Pounds, Quote } from '#domain/contract/quote.ts';
import { addDays, addYears, todayIso } from '#domain/dates.ts';
import { QUOTE_VALID_DAYS } from '#domain/limits.ts';
import { poundsToPence } from '#domain/money.ts';
import { resolveExampleDates } from '#domain/schema/example-dates.ts';

const today = todayIso();
const risk = resolveExampleDates(complete.formData, today) as Risk;
const APPLIED = 'kQ7vNw2bXe4LmR9s';
const documentUrl = (id: string) => urlOf(calls.document, { applied: APPLIED, document: id });

const addon = (id: number, code: string, name: string, premium: Pounds, description: string): Addon => ({
  id,
  code,
  addon_name: name,
  description,
  premium,
  monthly_premium: Math.ceil(poundsToPence(premium) / 10) / 100,
  is_selected: false,
  documents: {
    ipid: documentUrl(`addon-${code}-ipid`),
    policy_wording: documentUrl(`addon-${code}-wording`),
  },
});

/** Part of the optional-cover catalogue (server/rating/tables/addons.json), at its prices. */
export const catalogue: Addon[] = [
  addon(
    1,
    'breakdown',
    'UK & European Breakdown Recovery',
    89.95,
    'If your van breaks down in the UK or Europe, a recovery truck comes to you, at the roadside or at home.',
  ),
  addon(
    2,
    'legal_expenses',
    'Motor Legal Expenses',
    29.95,
    'Up to £100,000 of legal costs to recover losses that were not your fault, such as your excess or lost earnings.',
  ),
  addon(
    3,
    'replacement_van',
    'Replacement Van Hire',
    64.95,
    'A replacement van of a similar size for up to 21 days while yours is repaired after an insured claim.',
  ),
  addon(
    4,
    'tools_in_transit',
    'Tools in Transit',
    79.95,
    'Covers your tools up to £2,500 against theft from your locked van and against damage in an accident.',
  ),
];

/** The money of a quote: the premium, the selected covers and their monthly finance. */
interface Figures {
  addons_total: Pounds;
  annual_total: Pounds;
  monthly_deposit: Pounds;
  monthly_amount_of_credit: Pounds;
  monthly_payment: Pounds;
  monthly_interest_amount: Pounds;
  monthly_total_payable: Pounds;
}

const PREMIUM = { premium: 862.81, net_premium: 770.37, ipt: 92.44 };
const INSTALMENTS = 10;
const DEPOSIT_PERCENT = 15;
const INTEREST_PERCENT = 12.5;

/**
 * The finance of the premium plus the selected covers, as docs/rating.md "Monthly finance" computes
 * it: the deposit grows from 15% by whole pence until credit plus interest splits into 10 equal
 * instalments. (No optional covers: deposit £129.48, 10 x £82.50, £954.48 in all.)
 */
function figuresFor(addons: readonly Addon[]): Figures {
  const percentOf = (pence: number, percent: number) => Math.round((pence * percent) / 100);
  const addonsPence = addons.reduce((sum, a) => sum + poundsToPence(a.premium), 0);
  const total = poundsToPence(PREMIUM.premium) + addonsPence;
  let deposit = percentOf(total, DEPOSIT_PERCENT);
  const interestOf = (d: number) => percentOf(total - d, INTEREST_PERCENT);
  while ((total - deposit + interestOf(deposit)) % INSTALMENTS !== 0) deposit += 1;
  const credit = total - deposit;
  const interest = interestOf(deposit);
  const instalment = (credit + interest) / INSTALMENTS;
  const pounds = (pence: number) => pence / 100;
  return checked({
    addons_total: pounds(addonsPence),
    annual_total: pounds(total),
    monthly_deposit: pounds(deposit),
    monthly_amount_of_credit: pounds(credit),
    monthly_payment: pounds(instalment),
    monthly_interest_amount: pounds(interest),
    monthly_total_payable: pounds(deposit + INSTALMENTS * instalment),
  });
}

/** The sums a quote's figures must satisfy, in pence; a story with inconsistent money fails at once. */
function checked(f: Figures): Figures {
  const p = (pounds: Pounds) => poundsToPence(pounds);
  const sums = [
    p(PREMIUM.net_premium) + p(PREMIUM.ipt) === p(PREMIUM.premium),
    p(PREMIUM.premium) + p(f.addons_total) === p(f.annual_total),
    p(f.monthly_deposit) + p(f.monthly_amount_of_credit) === p(f.annual_total),
    p(f.monthly_deposit) + INSTALMENTS * p(f.monthly_payment) === p(f.monthly_total_payable),
    p(f.annual_total) + p(f.monthly_interest_amount) === p(f.monthly_total_payable),
  ];
  if (sums.includes(false)) throw new Error(`Story quote figures do not add up: ${JSON.stringify(f)}`);
  return f;
}

/** The quote for these answers with these optional covers chosen, from this cover start date. */
function quoteOf(selected: readonly Addon[], startDate: string): Quote {
  const codes = selected.map((a) => a.code);
  return {
    is_quoted: true,
    is_purchased: false,
    is_accepted: false,
    ...PREMIUM,
    ...figuresFor(selected),
    monthly_installments: INSTALMENTS,
    monthly_interest: INTEREST_PERCENT,
    monthly_apr: 29.9,
    insurer_name: 'Highway Commercial Underwriting',
    cover_type: 'COMP',
    cover_start_date: startDate,
    cover_end_date: addYears(startDate, 1),
    quoted_at: today,
    valid_until: addDays(today, QUOTE_VALID_DAYS),
    policy_number: null,
    excesses: {
      breakdown: [
        { category: 'Accidental Damage', description: 'Compulsory £300 plus voluntary £250.', amount: 550 },
        { category: 'Malicious Damage', description: 'Compulsory £300 plus voluntary £250.', amount: 550 },
        { category: 'Windscreen Replacement', description: 'Per claim.', amount: 100 },
        { category: 'Windscreen/Glass Repair Excess', description: 'Per claim.', amount: 25 },
      ],
    },
    addons: catalogue.map((a) => ({ ...a, is_selected: codes.includes(a.code) })),
    documents: {
      policy_summary: documentUrl('policy-summary'),
      full_policy_wordings: documentUrl('policy-wording'),
      proposal_form: documentUrl('proposal-form'),
      terms_and_conditions: documentUrl('terms-and-conditions'),
      adequate_explanations: documentUrl('adequate-explanations'),
      pre_contract_credit_information: documentUrl('pre-contract-credit-information'),
    },
    metadata: {
      initial_premium: PREMIUM.premium,
      client_quote_ref: '4K7Q2M9XH3B8P',
      applied_reference: APPLIED,
    },
  };
}

const created = `${addDays(today, -1)}T10:42:17.000Z`;

/** The saved proposal every fixture starts from: quoted, paying annually, no optional covers. */
function proposalOf(uuid: string, changes: Partial<Proposal> = {}): Proposal {
  const startDate = String(changes.risk?.cover_start_date ?? risk.cover_start_date);
  return {
    uuid,
    reference: '4K7Q2M9XH3B8P',
    version: 3,
    is_pay_monthly: false,
    is_purchased: false,
    is_quoted: true,
    quote: quoteOf(changes.addons ?? [], startDate),
    addons: [],
    direct_debit: null,
    risk,
    created_at: created,
    updated_at: `${today}T09:15:03.000Z`,
    ...changes,
  };
}

const twoAddons = catalogue
  .filter((a) => a.code === 'breakdown' || a.code === 'legal_expenses')
  .map((a) => ({ ...a, is_selected: true }));

/** Quoted, paying annually, no optional covers. */
export const quotedAnnual = proposalOf('5b0e3c2a-7d41-4f8e-9c6b-2a1d8e7f4c30');

/** Quoted, paying monthly, no optional covers. */
export const quotedMonthly = proposalOf('9e2d4f6a-1b3c-4d5e-8f70-a1b2c3d4e5f6', { is_pay_monthly: true });

/** Quoted, paying monthly, with Breakdown Recovery and Motor Legal Expenses. */
export const monthlyWithAddons = proposalOf('c41f7a9e-2d5b-4e8c-a6f1-3b9d0e2c7a58', {
  is_pay_monthly: true,
  addons: twoAddons,
});

/** Quoted, paying annually, with the same two covers. */
export const annualWithAddons = proposalOf('0d8e6b4c-3a2f-4c1e-b9d7-5f6a4e3c2b10', { addons: twoAddons });

/** Quoted, but the cover start date is two days ago (SPEC.md 2.7's red message). */
export const pastStartDate = proposalOf('7a3c9e1f-5b2d-4f6a-8c0e-9d1b3f5a7c20', {
  risk: { ...risk, cover_start_date: addDays(today, -2) },
});

/** Quoted, but no registration was given ('TBC'): Payment option asks for it. */
export const missingRegistration = proposalOf('2f4a6c8e-0b1d-4e3f-a5c7-9e1b3d5f7a90', {
  risk: { ...risk, vehicle: { ...(risk.vehicle as Risk), vehicle_registration: 'TBC' } },
});

/** Quoted with no figures yet (0.00): the cards and the price box show 'Loading quote...'. */
export const loadingQuote: Proposal = (() => {
  const p = proposalOf('e6c4a2f0-8d6b-4a9c-b7e5-3c1a9f7d5b30');
  const zero = { premium: 0, annual_total: 0, monthly_deposit: 0, monthly_payment: 0 };
  return { ...p, quote: p.quote && { ...p.quote, ...zero, monthly_total_payable: 0 } };
})();

/** The insurer declined: the proposal is quoted but its quote is not (SPEC.md 2.4: Declined). */
export const declined: Proposal = (() => {
  const p = proposalOf('b8d6f4a2-0e9c-4b7a-95d3-1f8e6c4a2b70');
  const quote = p.quote as Quote;
  return {
    ...p,
    quote: {
      is_quoted: false,
      is_purchased: false,
      is_accepted: false,
      premium: 0,
      cover_start_date: quote.cover_start_date,
      cover_end_date: quote.cover_end_date,
      quoted_at: quote.quoted_at,
      valid_until: quote.valid_until,
      policy_number: null,
      addons: [],
      documents: quote.documents,
      metadata: { initial_premium: null, client_quote_ref: p.reference, applied_reference: APPLIED },
    },
  };
})();

/** Bought: paid monthly by Direct Debit (deposit by card), accepted, a policy number given. */
export const purchased: Proposal = (() => {
  const p = proposalOf('f1e3d5c7-b9a8-4c6e-8d2f-0a4b6c8d0e2f', { is_pay_monthly: true, addons: twoAddons });
  return {
    ...p,
    version: 7,
    is_purchased: true,
    quote: {
      ...(p.quote as Quote),
      is_purchased: true,
      is_accepted: true,
      policy_number: `VQP-${p.reference}`,
      accepted_at: `${today}T09:31:44.000Z`,
    },
    direct_debit: {
      account_name: 'Sam Taylor',
      account_number: '****4958',
      sort_code: '**-**-99',
      mandate_reference: 'VQDD-4K7Q2M9XH3B8P',
    },
  };
})();

/** The same monthly proposal with its Direct Debit mandate, ready for the card deposit. */
export const monthlyWithMandate: Proposal = {
  ...monthlyWithAddons,
  version: 5,
  direct_debit: purchased.direct_debit,
};

/** A proposal as a purchase turns it into: the quote accepted, the policy number given. */
export function asPurchased(proposal: Proposal): Proposal {
  const quote = proposal.quote as Quote;
  return {
    ...proposal,
    version: proposal.version + 1,
    is_purchased: true,
    quote: { ...quote, is_purchased: true, is_accepted: true, policy_number: `VQP-${proposal.reference}` },
  };
}

/** A proposal rated again, as the server answers a change of answers or of optional covers. */
export function requoted(
  proposal: Proposal,
  changes: { risk?: Proposal['risk']; addons?: Addon[] } = {},
): Proposal {
  const risk = changes.risk ?? proposal.risk;
  const addons = (changes.addons ?? proposal.addons ?? []).map((a) => ({ ...a, is_selected: true }));
  return {
    ...proposal,
    version: proposal.version + 1,
    risk,
    addons,
    quote: quoteOf(addons, String(risk.cover_start_date)),
  };
}

/** The bank details the credit sandbox checks (server/providers/credit/README.md). */
export const sandboxBankDetails = {
  name: 'Sam Taylor',
  sortCode: '089999',
  accepted: '66374958',
  invalidModulus: '66374959',
};
