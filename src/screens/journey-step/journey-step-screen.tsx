import { Link } from 'react-router-dom';
import { useProposal } from '#api/get-proposal.ts';
import { usePathOf, useUuid } from '#journey/navigation.tsx';

/**
 * The screen for a journey step whose own content arrives with a later issue: the proposal it is about
 * (when a uuid is given) and a way back to the quote form.
 */
export default function JourneyStepScreen() {
  const uuid = useUuid();
  const pathOf = usePathOf();
  const { data: proposal } = useProposal(uuid);
  return (
    <div className="card">
      <h1>This step is not open yet</h1>
      {proposal ? <p>Quote reference: {proposal.reference}</p> : null}
      <p>This part of the online journey is not open yet. You can review your answers on the quote form.</p>
      <Link
        className="button button--secondary"
        to={uuid ? pathOf('QuoteEditForm', uuid) : pathOf('QuoteCreateForm')}
      >
        Back to your details
      </Link>
    </div>
  );
}
