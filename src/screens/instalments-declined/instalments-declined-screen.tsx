import { useProposal } from '#api/get-proposal.ts';
import { useSavePaymentMethod } from '#api/save-payment-method.ts';
import { SupportPhoneLink } from '#screens/shared/support-phone-link.tsx';
import { formatMoney } from '#domain/money.ts';
import { useJourney, useUuid } from '#journey/navigation.tsx';
import { PageActionError, usePageAction } from '#screens/shared/page-action.tsx';

/** InstalmentsDeclined (SPEC.md 2.12): credit was not given; pay in full by card, or call us. */
export default function InstalmentsDeclinedScreen() {
  const uuid = useUuid();
  const { data: proposal } = useProposal(uuid);
  const journey = useJourney();
  const choosePaymentMethod = useSavePaymentMethod();
  const action = usePageAction();
  if (!proposal?.quote) return null;
  const payInFull = () =>
    action.run(async () => {
      await choosePaymentMethod(proposal, false);
      journey.go('Payment', proposal.uuid);
    });
  return (
    <div className="card">
      <h1>Sorry, we can't set up monthly payments</h1>
      <p>
        We're sorry, but the credit provider cannot process your application for monthly payments at the
        moment. This does not affect your quote.
      </p>
      <p>
        You can still buy your policy by paying{' '}
        {formatMoney(proposal.quote.annual_total ?? proposal.quote.premium)} in full by card now.
      </p>
      <PageActionError message={action.message} />
      <div className="button-row">
        <button type="button" className="button" disabled={action.busy} onClick={() => void payInFull()}>
          Pay in full
        </button>
      </div>
      <p>
        Or call us on <SupportPhoneLink /> and we will talk it through with you.
      </p>
    </div>
  );
}
