import { useEffect, useState } from 'react';
import { useApi } from '#api/api-context.tsx';
import { failureMessage } from '#api/failure-message.ts';
import { useProposal } from '#api/get-proposal.ts';
import { startPayment } from '#api/start-payment.ts';
import type { PaymentResponse } from '#domain/contract/buying.ts';
import { PAYMENT_FRAME_HEIGHT_PX } from '#domain/limits.ts';
import { formatPence } from '#domain/money.ts';
import { useAppState } from '#journey/app-state-context.tsx';
import { useJourney, useUuid } from '#journey/navigation.tsx';
import { PaymentOutcomeNotice } from '#screens/shared/payment-outcome-notice.tsx';
import { Icon } from '#widgets/shared/icons.tsx';
import './payment.css';

/**
 * Card payment (SPEC.md 2.12): the amount the server computed (the monthly deposit or the annual
 * premium) and the card provider's own page in a frame; the provider sends the customer back to the
 * payment-redirect screen.
 */
export default function PaymentScreen() {
  const uuid = useUuid();
  const { data: proposal } = useProposal(uuid);
  const api = useApi();
  const journey = useJourney();
  const { dispatch } = useAppState();
  const [payment, setPayment] = useState<PaymentResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const proposalUuid = proposal?.uuid;

  useEffect(() => {
    if (!proposalUuid) return;
    let live = true;
    startPayment(api, proposalUuid, journey.pathOf('PaymentRedirect', proposalUuid))
      .then((started) => {
        if (!live) return;
        if (started.status === 'captured') journey.go('Complete', proposalUuid, { replace: true });
        setPayment(started);
        dispatch({ type: 'payment/iframe', url: started.payment_url });
      })
      .catch((error) => {
        if (live) setProblem(failureMessage(error));
      });
    return () => {
      live = false;
    };
  }, [api, proposalUuid, journey, dispatch]);

  if (!proposal) return null;
  const back = proposal.is_pay_monthly ? 'Instalments' : 'Summary';
  return (
    <div className="payment">
      <h1>Card payment</h1>
      <PaymentOutcomeNotice />
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      {/* No amount to show when the payment could not be started: the message says why. */}
      {problem && !payment ? null : (
        <section className="card payment__card" aria-labelledby="amount-to-pay">
          <h2 id="amount-to-pay" className="payment__amount">
            <Icon name="lock" title="Secure payment" /> Amount to pay:{' '}
            <span>{payment ? formatPence(payment.amount_pence) : '...'}</span>
          </h2>
          {payment ? (
            <iframe
              className="payment__frame"
              title="Card payment"
              src={payment.payment_url}
              height={PAYMENT_FRAME_HEIGHT_PX}
            />
          ) : (
            <p role="status">Loading the secure payment page...</p>
          )}
        </section>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => journey.go(back, proposal.uuid)}
        >
          Back
        </button>
      </div>
    </div>
  );
}
