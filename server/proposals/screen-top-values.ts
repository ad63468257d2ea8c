import type { FastifyBaseLogger } from 'fastify';
import { routeAfterLoad } from '#domain/journey/route-after-load.ts';
import { screenTopValues } from '#domain/journey/screen-tops.ts';
import type { ListsByName } from '#domain/lists.ts';
import { ApiError } from '#server/http/errors.ts';
import type { PageTop } from '#server/http/route-preload.ts';
import { presentProposal } from './present';
import type { ProposalService } from './proposal-service';

/**
 * A screen top's values for a page (docs/decisions/051): from the proposal the address names, only
 * when this browser may open it (the same check as its GET), and only when the route would show it
 * rather than send it elsewhere (SPEC.md 2.4). Otherwise null, and the page goes without: it is
 * never the place a proposal is refused.
 */
export function screenTopReader(proposals: ProposalService, lists: ListsByName) {
  return async (
    top: PageTop,
    tokenHash: string | null,
    log: FastifyBaseLogger,
  ): Promise<Record<string, string> | null> => {
    if (!tokenHash) return null;
    try {
      const proposal = presentProposal(await proposals.load(top.uuid, tokenHash));
      const target = routeAfterLoad(proposal, top.redirects);
      if (target !== null && target !== top.name) return null;
      return screenTopValues(top.name, proposal, lists);
    } catch (error) {
      // Another browser's proposal or none: the app's own GET answers the customer.
      if (!(error instanceof ApiError)) log.warn({ err: error }, 'A screen top was not filled');
      return null;
    }
  };
}

export type ScreenTopReader = ReturnType<typeof screenTopReader>;
