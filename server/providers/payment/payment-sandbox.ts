import { todayIso } from '#domain/dates.ts';
import { BUSINESS_NAME } from '#domain/limits.ts';
import { invalid } from '#server/http/errors.ts';
import { checkCardForm } from './card-form';
import { formToken, isFormToken, isPaymentId, newFormKey, newPaymentId } from './form-token';
import type { PaymentRecord, PaymentStatus } from './payment-types';
import { sameOriginReturnPath } from './return-url';
import {
  paymentPageUrl,
  MAX_AMOUNT_PENCE,
  type PaymentSandbox,
  type PaymentSandboxOptions,
  type PaymentView,
} from './sandbox-api';
import { cardBehaviour, type CardBehaviour } from './test-cards';

const STATUS_OF: Record<CardBehaviour, PaymentStatus> = {
  success: 'captured',
  decline: 'declined',
  challenge: 'challenge',
  error: 'failed',
};

const NOT_FOUND: PaymentView = { kind: 'not_found' };
const FORBIDDEN: PaymentView = { kind: 'forbidden' };

/** The page a payment in its current status shows; `repeat` when a form was posted to a finished one. */
function viewOf(payment: PaymentRecord, repeat: boolean): PaymentView {
  if (payment.status === 'open') {
    const values = { expiry: '', name: '' };
    return { kind: 'card', payment, token: formToken(payment, 'card'), errors: {}, values };
  }
  if (payment.status === 'challenge') {
    return { kind: 'challenge', payment, token: formToken(payment, 'challenge') };
  }
  const outcome = payment.status === 'cancelled' ? '' : `&outcome=${payment.status}`;
  return { kind: 'finished', payment, return_href: `${payment.return_url}${outcome}`, repeat };
}

const field = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/** The card payment sandbox over a payment store (README.md in this folder). */
export function paymentSandbox({
  store,
  merchant = BUSINESS_NAME,
  now = () => new Date(),
}: PaymentSandboxOptions): PaymentSandbox {
  const load = (payment_id: string) =>
    isPaymentId(payment_id) ? store.get(payment_id) : Promise.resolve(null);

  /** Applies a status change if the payment is still in `from`, then shows whatever it now is. */
  async function move(
    payment: PaymentRecord,
    from: PaymentStatus[],
    change: { status: PaymentStatus; brand?: string; last4?: string },
  ) {
    const changed = await store.transition(payment.payment_id, from, { ...change, at: now().toISOString() });
    const after = (await store.get(payment.payment_id)) ?? payment;
    return viewOf(after, !changed);
  }

  return {
    merchant,

    async startPayment(input) {
      const return_url = sameOriginReturnPath(input.return_url, input.proposal_uuid, input.origin);
      if (!return_url) {
        throw invalid([
          {
            path: 'return_url',
            message: 'The return address must be the payment redirect page of this quote.',
          },
        ]);
      }
      const amount = input.amount_pence;
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_AMOUNT_PENCE) {
        throw invalid([
          { path: 'amount_pence', message: 'The amount to pay must be a whole number of pence above zero.' },
        ]);
      }
      const at = now().toISOString();
      const payment = await store.openPayment({
        payment_id: newPaymentId(),
        proposal_uuid: input.proposal_uuid,
        reference: field(input.reference, 40),
        amount_pence: amount,
        description: field(input.description, 120),
        status: 'open',
        brand: null,
        last4: null,
        return_url,
        form_key: newFormKey(),
        created_at: at,
        updated_at: at,
        captured_at: null,
      });
      return {
        payment_id: payment.payment_id,
        payment_url: paymentPageUrl(payment.payment_id),
        status: payment.status,
      };
    },

    async capturedPayment(proposal_uuid) {
      const p = await store.capturedFor(proposal_uuid);
      if (!p || p.status !== 'captured' || !p.captured_at) return null;
      return {
        payment_id: p.payment_id,
        proposal_uuid: p.proposal_uuid,
        amount_pence: p.amount_pence,
        brand: p.brand ?? 'Card',
        last4: p.last4 ?? '',
        captured_at: p.captured_at,
      };
    },

    async cancelOpenPayments(proposal_uuid) {
      await store.cancelOpen(proposal_uuid, now().toISOString());
    },

    async latestOutcome(proposal_uuid) {
      if (await store.capturedFor(proposal_uuid)) return 'captured';
      const latest = await store.latestFor(proposal_uuid);
      if (!latest) return null;
      if (latest.status === 'declined' || latest.status === 'failed') return latest.status;
      return latest.status === 'cancelled' ? null : 'pending';
    },

    async view(payment_id) {
      const payment = await load(payment_id);
      return payment ? viewOf(payment, false) : NOT_FOUND;
    },

    async submitCard(payment_id, form) {
      const payment = await load(payment_id);
      if (!payment) return NOT_FOUND;
      if (!isFormToken(payment, 'card', form.token)) return FORBIDDEN;
      if (payment.status !== 'open') return viewOf(payment, true);
      const checked = checkCardForm(form, todayIso(now()));
      if (!checked.ok) {
        const { errors, values } = checked;
        return { kind: 'card', payment, token: formToken(payment, 'card'), errors, values };
      }
      const { brand, last4, digits } = checked.card;
      return move(payment, ['open'], { status: STATUS_OF[cardBehaviour(digits)], brand, last4 });
    },

    async answerChallenge(payment_id, form) {
      const payment = await load(payment_id);
      if (!payment) return NOT_FOUND;
      if (!isFormToken(payment, 'challenge', form.token)) return FORBIDDEN;
      if (payment.status !== 'challenge') return viewOf(payment, true);
      if (form.action === 'approve') return move(payment, ['challenge'], { status: 'captured' });
      if (form.action === 'fail') return move(payment, ['challenge'], { status: 'declined' });
      return viewOf(payment, false);
    },
  };
}
