import type { PaymentOutcome, PaymentResponse } from '#domain/contract/buying.ts';
import { ApiError, invalid, purchased } from '#server/http/errors.ts';
import type { ProposalService } from '#server/proposals/proposal-service.ts';
import type { PaymentProvider } from '#server/providers/payment/index.ts';
import { amountDuePence, buyableQuote, paymentDescription } from './quote-state';

/**
 * The card payment (SPEC.md 2.12, 7): the amount is the server's (the monthly deposit or the annual
 * payment), the provider's page is shown in a frame, and the customer comes back to the
 * payment-redirect screen of this proposal only.
 */
export function paymentService(proposals: ProposalService, provider: PaymentProvider, today: () => string) {
  return {
    async start(
      uuid: string,
      tokenHash: string | null,
      body: unknown,
      origin: string,
    ): Promise<PaymentResponse> {
      const returnUrl = (body as { return_url?: unknown } | null)?.return_url;
      if (typeof returnUrl !== 'string')
        throw invalid([{ path: 'return_url', message: 'Send the address to come back to after paying.' }]);
      const record = await proposals.load(uuid, tokenHash);
      if (record.isPurchased) throw purchased();
      const quote = buyableQuote(record, today());
      if (record.isPayMonthly && !record.data.direct_debit)
        throw new ApiError(409, 'conflict', 'Please set up your Direct Debit before paying the deposit.');
      const started = await provider.startPayment({
        proposal_uuid: uuid,
        reference: record.reference,
        amount_pence: amountDuePence(record, quote),
        description: paymentDescription(record),
        return_url: returnUrl,
        origin,
      });
      return {
        payment_url: started.payment_url,
        amount_pence: amountDuePence(record, quote),
        status: started.status,
      };
    },

    /** How this proposal's latest card payment ended (for the page the customer comes back to). */
    async outcome(uuid: string, tokenHash: string | null): Promise<PaymentOutcome | null> {
      await proposals.load(uuid, tokenHash);
      return provider.latestOutcome(uuid);
    },
  };
}
