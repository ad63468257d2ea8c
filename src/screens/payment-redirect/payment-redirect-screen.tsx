import { useEffect } from 'react';
import { useApi } from '#api/api-context.tsx';
import { useProposal } from '#api/get-proposal.ts';
import { getPaymentOutcome } from '#api/start-payment.ts';
import { useJourney, useUuid } from '#journey/navigation.tsx';
import { Link } from '#journey/router.tsx';
import { OutcomePage } from '#screens/shared/outcome-page.tsx';

/**
 * The return point after the card provider (SPEC.md 2.12): reads the uuid, loads the proposal and the
 * server's record of the payment, then goes to Complete when bought or paid (Complete accepts the
 * quote), else back to Instalments (monthly) or Summary with what happened to the payment.
 */
export default function PaymentRedirectScreen() {
  const uuid = useUuid();
  const { data: proposal, error } = useProposal(uuid);
  const api = useApi();
  const journey = useJourney();

  useEffect(() => {
    if (!proposal) return;
    let live = true;
    const go = (outcome: string | null) => {
      if (!live) return;
      if (proposal.is_purchased || outcome === 'captured')
        journey.go('Complete', proposal.uuid, { replace: true });
      else
        journey.go(proposal.is_pay_monthly ? 'Instalments' : 'Summary', proposal.uuid, {
          replace: true,
          query: { payment: outcome ?? 'pending' },
        });
    };
    getPaymentOutcome(api, proposal.uuid).then(go, () => go(null));
    return () => {
      live = false;
    };
  }, [api, proposal, journey]);

  if (!uuid || error) {
    return (
      <OutcomePage heading="We couldn't find your payment">
        <p>
          Please <Link to={journey.pathOf('Recall')}>retrieve your quote</Link> to carry on, or start a new
          one.
        </p>
      </OutcomePage>
    );
  }
  return <p role="status">Checking your payment...</p>;
}
