import type { ListsByName } from '#domain/lists.ts';
import { confirmationOutboxRow } from '#server/email/confirmation-row.ts';
import { ApiError, conflict } from '#server/http/errors.ts';
import type { ProposalService } from '#server/proposals/proposal-service.ts';
import type { PaymentProvider } from '#server/providers/payment/index.ts';
import { StaleVersionError, type ProposalRecord, type Store } from '#server/store/types.ts';
import { confirmationInput } from './confirmation-input';
import { amountDuePence, buyableQuote } from './quote-state';

const notPaid = () =>
  new ApiError(409, 'not_paid', 'We have not received your payment yet, so the policy is not bought.');

/** The policy number of a purchased quote: one per quote reference, so accepting twice gives the same. */
export const policyNumberOf = (reference: string) => `VQP-${reference}`;

/**
 * Accepting the quote (SPEC.md 2.13, 7): only with a captured payment of the amount due, read from
 * the payment provider's own record (never because a browser reached a URL); idempotent once
 * accepted. The purchase and the confirmation email's outbox row are one transaction.
 */
export function acceptService(
  store: Store,
  proposals: ProposalService,
  payments: PaymentProvider,
  lists: ListsByName,
  clock: { today: () => string; now: () => Date },
) {
  return {
    async accept(uuid: string, tokenHash: string | null): Promise<ProposalRecord> {
      const record = await proposals.load(uuid, tokenHash);
      if (record.isPurchased) return record;
      const today = clock.today();
      const quote = buyableQuote(record, today);
      if (record.isPayMonthly && !record.data.direct_debit) throw notPaid();
      const paid = await payments.capturedPayment(uuid);
      if (!paid || paid.amount_pence !== amountDuePence(record, quote)) throw notPaid();
      const now = clock.now();
      const policyNumber = policyNumberOf(record.reference);
      const bought = {
        ...quote,
        is_purchased: true,
        is_accepted: true,
        policy_number: policyNumber,
        accepted_at: now.toISOString(),
      };
      const email = confirmationOutboxRow(
        uuid,
        confirmationInput(record, bought, policyNumber, lists, today),
        now,
      );
      try {
        return await store.purchase(
          uuid,
          record.version,
          {
            isPurchased: true,
            data: {
              ...record.data,
              quote: bought,
              payment: {
                payment_id: paid.payment_id,
                amount_pence: paid.amount_pence,
                brand: paid.brand,
                last4: paid.last4,
                captured_at: paid.captured_at,
              },
            },
          },
          email,
        );
      } catch (error) {
        if (!(error instanceof StaleVersionError)) throw error;
        const latest = await proposals.load(uuid, tokenHash);
        if (latest.isPurchased) return latest;
        throw conflict();
      }
    },
  };
}
