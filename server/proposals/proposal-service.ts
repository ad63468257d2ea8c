import { ApiError, conflict, invalid, notFound, purchased } from '#server/http/errors.ts';
import {
  DuplicateReferenceError,
  StaleVersionError,
  type ProposalRecord,
  type Store,
} from '#server/store/types.ts';
import type { ProposalInput } from '#domain/contract/proposal.ts';
import type { RiskAcceptor } from '#server/validation/accept-risk.ts';
import type { PaymentProvider } from '#server/providers/payment/index.ts';
import { isUuid, newQuoteReference, newUuid } from './ids';

/** Proposal use cases over the store: creation with a unique reference, access checks, versioned updates. */
export function proposalService(
  store: Store,
  acceptRisk: RiskAcceptor,
  payments?: Pick<PaymentProvider, 'capturedPayment' | 'cancelOpenPayments'>,
) {
  const paidAlready = () =>
    new ApiError(409, 'purchased', 'You have paid for this quote, so it can no longer be changed.');
  return {
    async create(input: ProposalInput, tokenHash: string): Promise<ProposalRecord> {
      const risk = await acceptRisk(input.risk);
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          return await store.createProposal({
            uuid: newUuid(),
            reference: newQuoteReference(),
            isPayMonthly: input.is_pay_monthly ?? false,
            tokenHash,
            data: { risk, addons: null, quote: null, direct_debit: null },
          });
        } catch (e) {
          if (!(e instanceof DuplicateReferenceError)) throw e;
        }
      }
      throw new ApiError(503, 'unavailable', 'Please try again.');
    },

    /** The proposal, if it exists and this browser may see it; 404 otherwise (never says which). */
    async load(uuid: string, tokenHash: string | null): Promise<ProposalRecord> {
      if (!isUuid(uuid) || !tokenHash) throw notFound();
      const record = await store.getProposal(uuid);
      if (!record || !(await store.hasAccess(uuid, tokenHash))) throw notFound();
      return record;
    },

    /**
     * The proposal, if this browser may change it: not once bought, and not once its payment is taken
     * (the price paid must stay the price of the policy).
     */
    async loadForChange(uuid: string, tokenHash: string | null): Promise<ProposalRecord> {
      const record = await this.load(uuid, tokenHash);
      if (record.isPurchased) throw purchased();
      if (await payments?.capturedPayment(uuid)) throw paidAlready();
      return record;
    },

    /**
     * Before a change of what the customer pays (the price, the plan, or the answers it was worked
     * out from): an unfinished card payment of the old amount is cancelled, so its page takes nothing;
     * one taken meanwhile refuses the change (the price paid must stay the price of the policy).
     */
    async beforePriceChange(uuid: string): Promise<void> {
      await payments?.cancelOpenPayments(uuid);
      if (await payments?.capturedPayment(uuid)) throw paidAlready();
    },

    async update(uuid: string, tokenHash: string | null, input: ProposalInput): Promise<ProposalRecord> {
      if (input.version === undefined) {
        throw invalid([{ path: 'version', message: 'Send the version of the proposal you are changing.' }]);
      }
      const current = await this.loadForChange(uuid, tokenHash);
      const risk = await acceptRisk(input.risk);
      if (input.version !== current.version) throw conflict();
      // New answers need a new quote, and a new credit check for its instalments: until the answers
      // are quoted again there is nothing to buy (the chosen covers are kept for that quote).
      await this.beforePriceChange(uuid);
      try {
        return await store.updateProposal(uuid, input.version, {
          isQuoted: false,
          isPayMonthly: input.is_pay_monthly ?? current.isPayMonthly,
          data: { ...current.data, risk, quote: null, direct_debit: null },
        });
      } catch (e) {
        if (e instanceof StaleVersionError) throw conflict();
        throw e;
      }
    },
  };
}

export type ProposalService = ReturnType<typeof proposalService>;
