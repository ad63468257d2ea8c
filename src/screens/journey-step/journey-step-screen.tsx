import { Link, useSearchParams } from 'react-router-dom';
import { useProposal } from '../../api/proposal';
import { pathOf, type RouteEntry } from '../../app/route-table';

/**
 * The screen for a journey step whose own content arrives with a later issue: the step's heading,
 * the proposal it is about (when a uuid is given) and a way back to the quote form.
 */
export function JourneyStepScreen({ route }: { route: RouteEntry }) {
  const [params] = useSearchParams();
  const uuid = params.get('uuid');
  const { data: proposal } = useProposal(uuid);
  return (
    <div className="card">
      <h1>{route.title}</h1>
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
