import { ApiError, conflict, invalid, notFound } from '../http/errors';
import { DuplicateReferenceError, StaleVersionError, type ProposalRecord, type Store } from '../store/types';
import type { ProposalInput } from '../validation/proposal-envelope';
import type { RiskValidator } from '../validation/quote-form-validator';
import { isUuid, newQuoteReference, newUuid } from './ids';

/** Proposal use cases over the store: creation with a unique reference, access checks, versioned updates. */
export function proposalService(store: Store, validateRisk: RiskValidator) {
  /** The same step schemas the form renders; a 422 carries the form's messages by path from the proposal. */
  const assertValidRisk = (risk: unknown) => {
    const messages = validateRisk(risk);
    if (messages.length > 0)
      throw invalid(messages.map((m) => ({ path: `risk.${m.path}`, message: m.message })));
  };
  return {
    async create(input: ProposalInput, tokenHash: string): Promise<ProposalRecord> {
      assertValidRisk(input.risk);
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          return await store.createProposal({
            uuid: newUuid(),
            reference: newQuoteReference(),
            isPayMonthly: input.is_pay_monthly ?? false,
            tokenHash,
            data: { risk: input.risk, addons: null, quote: null, direct_debit: null },
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

    async update(uuid: string, tokenHash: string | null, input: ProposalInput): Promise<ProposalRecord> {
      const current = await this.load(uuid, tokenHash);
      if (input.version === undefined) {
        throw invalid([{ path: 'version', message: 'Send the version of the proposal you are changing.' }]);
      }
      if (current.isPurchased) {
        throw new ApiError(
          409,
          'purchased',
          'This policy has already been bought and can no longer be changed.',
        );
      }
      assertValidRisk(input.risk);
      try {
        return await store.updateProposal(uuid, input.version, {
          isPayMonthly: input.is_pay_monthly ?? current.isPayMonthly,
          data: { ...current.data, risk: input.risk },
        });
      } catch (e) {
        if (e instanceof StaleVersionError) throw conflict();
        throw e;
      }
    },
  };
}

export type ProposalService = ReturnType<typeof proposalService>;
