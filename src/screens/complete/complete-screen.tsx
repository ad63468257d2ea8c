import { useEffect, useRef, useState } from 'react';
import { useAcceptQuote } from '#api/accept-quote.ts';
import { HttpError } from '#api/client.ts';
import { useProposal } from '#api/get-proposal.ts';
import { isoToDisplay } from '#domain/dates.ts';
import { formatMoney } from '#domain/money.ts';
import { useJourney, useUuid } from '#journey/navigation.tsx';
import { LoadingDots } from '#screens/shared/loading-dots.tsx';

/**
 * Complete (SPEC.md 2.13): accepts the quote if it is not accepted yet ("Accepting quote..."), then
 * the policy reference, start date, total premium and the email to expect. A failure goes to the
 * Exception screen with the uuid.
 */
export default function CompleteScreen() {
  const uuid = useUuid();
  const { data: proposal } = useProposal(uuid);
  const accept = useAcceptQuote();
  const journey = useJourney();
  const [failed, setFailed] = useState(false);
  const asked = useRef(false);
  const purchased = Boolean(proposal?.is_purchased);

  useEffect(() => {
    if (!proposal || purchased || asked.current) return;
    asked.current = true;
    accept(proposal.uuid).catch((error: unknown) => {
      setFailed(true);
      if (!(error instanceof HttpError && error.status === 419))
        journey.go('Exception', proposal.uuid, { replace: true });
    });
  }, [proposal, purchased, accept, journey]);

  if (!proposal?.quote || !purchased) {
    return failed ? null : (
      <p className="card" role="status">
        Accepting quote
        <LoadingDots />
      </p>
    );
  }
  const quote = proposal.quote;
  // The premium with its covers, as the price box says it; a monthly payer also reads what the
  // credit costs in all (the premium and its interest).
  const total = quote.annual_total ?? quote.premium;
  return (
    <div className="card complete">
      <h1>Good news you're covered!</h1>
      <dl className="complete__facts">
        <dt>Policy reference</dt>
        <dd>{quote.policy_number}</dd>
        <dt>Cover starts</dt>
        <dd>{isoToDisplay(quote.cover_start_date)}</dd>
        <dt>Total premium</dt>
        <dd>{formatMoney(total)}</dd>
        {proposal.is_pay_monthly ? (
          <>
            <dt>Total amount payable</dt>
            <dd>{formatMoney(quote.monthly_total_payable)}</dd>
          </>
        ) : null}
      </dl>
      <p>
        We will email your confirmation and policy documents to you within 24 hours. If you can't find the
        email, please check your junk mail folder.
      </p>
    </div>
  );
}
