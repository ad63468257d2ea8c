import { useDeferredValue, type ReactNode } from 'react';
import { useProposal } from '#api/get-proposal.ts';
import { routeAfterLoad } from '#domain/journey/route-after-load.ts';
import { useUuid } from '#journey/navigation.tsx';
import { Link, Navigate } from '#journey/router.tsx';
import { pathOf, type RouteEntry } from './routes';
import { ServerShell } from './server-shell';

/**
 * For a route that works on a proposal (its entry declares `proposal`): loads the uuid's proposal,
 * sends it where SPEC.md 2.4 says, and shows the screen only once it is loaded. A proposal this
 * browser may not open (404, another browser's) or no uuid at all offers Retrieve a Quote.
 * The screen mounts in a deferred render (decision 060): React renders it in slices, not in the one
 * task that took the server's answer.
 */
export default function ProposalGate({ entry, children }: { entry: RouteEntry; children: ReactNode }) {
  const uuid = useUuid();
  const { data, error } = useProposal(uuid);
  const proposal = useDeferredValue(data);
  if (!uuid || error) return <CannotOpenQuote />;
  // While it loads, the top of the screen the server sent, filled in from it (decision 051).
  if (!proposal) return <ServerShell fallback={null} />;
  const target = routeAfterLoad(proposal, entry.proposal ?? {});
  if (target && target !== entry.name) return <Navigate to={pathOf(target, proposal.uuid)} replace />;
  return children;
}

/** What a customer sees for a quote this browser cannot open: the way to retrieve it. */
function CannotOpenQuote() {
  return (
    <div className="card">
      <h1>We couldn't open this quote</h1>
      <p>
        This quote can't be opened in this browser. To carry on with it, retrieve it with your quote
        reference, postcode and date of birth, or start a new quote.
      </p>
      <div className="button-row">
        <Link className="button" to={pathOf('Recall')}>
          Retrieve a Quote
        </Link>
        <Link className="button button--secondary" to={pathOf('QuoteCreateForm')}>
          Start a quote
        </Link>
      </div>
    </div>
  );
}
