/**
 * The handlers of a well-behaved server holding one proposal: every call a buying screen makes
 * answers as the real server would for it. A story passes only the calls it changes (a decline, a
 * call left pending, an error body).
 */
import {
  DIRECT_DEBIT_ACCEPTED,
  type DirectDebitResponse,
  type PaymentResponse,
} from '#domain/contract/buying.ts';
import type { AddonsInput, PaymentMethodInput, Proposal, ProposalInput } from '#domain/contract/proposal.ts';
import type { Quote } from '#domain/contract/quote.ts';
import { poundsToPence } from '#domain/money.ts';
import { errorReply, json, type Handlers } from './fake-fetch';
import { asPurchased, catalogue, requoted } from './fixtures';
import { listHandlers } from './lists';

/** What the server says when a uuid is not one this browser may open (SPEC.md 8). */
export const proposalNotFound = errorReply(404, 'not_found', 'We could not find that quote.');

/** The amount a card payment takes (the server's rule): the monthly deposit, or the annual total. */
export function amountDuePence(proposal: Proposal): number {
  const quote = proposal.quote as Quote;
  return poundsToPence(
    proposal.is_pay_monthly ? (quote.monthly_deposit ?? 0) : (quote.annual_total ?? quote.premium),
  );
}

export type SandboxView = 'card' | 'challenge';

/**
 * The Storybook stand-in for the server's sandbox hosted payment page (stories/static, served at
 * story-static/ beside iframe.html): the card form, or the 3-D Secure challenge.
 */
export function sandboxPageUrl(proposal: Proposal, view: SandboxView = 'card'): string {
  const query = new URLSearchParams({
    amount_pence: String(amountDuePence(proposal)),
    reference: proposal.reference,
  });
  return `story-static/sandbox-payment/${view}.html?${query}`;
}

/** A started card payment, as POST /api/proposal/{uuid}/quote/payment answers it. */
export function paymentStarted(proposal: Proposal, view: SandboxView = 'card', status = 'pending') {
  const body: PaymentResponse = {
    payment_url: sandboxPageUrl(proposal, view),
    amount_pence: amountDuePence(proposal),
    status,
  };
  return json(body);
}

/** The calls of the buying screens for `proposal`, with `overrides` in place of the defaults. */
export function serverFor(proposal: Proposal, overrides: Handlers = {}): Handlers {
  const answer = (p: Proposal) => json({ proposal: p });
  return {
    ...listHandlers,
    getProposal: ({ params }) => (params.uuid === proposal.uuid ? answer(proposal) : proposalNotFound),
    updateProposal: ({ body }) => answer(requoted(proposal, { risk: (body as ProposalInput).risk })),
    createQuote: ({ body }) => answer(requoted(proposal, { risk: (body as Partial<ProposalInput>).risk })),
    savePaymentMethod: ({ body }) =>
      answer({ ...proposal, is_pay_monthly: (body as PaymentMethodInput).is_pay_monthly }),
    saveAddons: ({ body }) => {
      const codes = ((body as AddonsInput).addons ?? []).map((a) => a.code);
      return answer(requoted(proposal, { addons: catalogue.filter((a) => codes.includes(a.code)) }));
    },
    saveDirectDebit: () => {
      const accepted: DirectDebitResponse = {
        reason_code: DIRECT_DEBIT_ACCEPTED,
        data: { monthly_payments_response: { reason_code: DIRECT_DEBIT_ACCEPTED }, proposal },
      };
      return json(accepted);
    },
    startPayment: () => paymentStarted(proposal),
    paymentOutcome: json({ outcome: null }),
    acceptQuote: () => answer(asPurchased(proposal)),
    ...overrides,
  };
}
