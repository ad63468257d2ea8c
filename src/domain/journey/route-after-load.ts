/**
 * Where a loaded proposal belongs (SPEC.md 2.4). Each route declares, in the route table, where it
 * sends a proposal in each of these states; a state the route does not mention keeps it there.
 */
import type { Proposal } from '#domain/contract/proposal.ts';
import { todayIso } from '#domain/dates.ts';
import type { RouteName } from './route-names';

/** A route's redirects after its proposal loads. */
export interface ProposalRedirects {
  /** The quote is purchased (SPEC.md 2.4: Complete). */
  purchased?: RouteName;
  /** The proposal was never quoted (answers still to finish). */
  unquoted?: RouteName;
  /** Quoted, but the insurer declined (SPEC.md 2.4: Declined). */
  declined?: RouteName;
  /** The cover start date is before today (SPEC.md 2.4: PaymentOption, where it is changed). */
  pastStart?: RouteName;
}

/** The proposal's state, in the order the rules are checked. */
export function proposalState(proposal: Proposal, today = todayIso()): keyof ProposalRedirects | 'ready' {
  const quote = proposal.quote;
  if (proposal.is_purchased || quote?.is_purchased) return 'purchased';
  if (!proposal.is_quoted || !quote) return 'unquoted';
  if (!quote.is_quoted) return 'declined';
  const start = proposal.risk.cover_start_date;
  if (typeof start === 'string' && start < today) return 'pastStart';
  return 'ready';
}

/** The route to go to, or null to stay. */
export function routeAfterLoad(
  proposal: Proposal,
  redirects: ProposalRedirects,
  today = todayIso(),
): RouteName | null {
  const state = proposalState(proposal, today);
  return state === 'ready' ? null : (redirects[state] ?? null);
}
