import type { FastifyInstance } from 'fastify';
import { calls } from '#domain/contract/calls.ts';
import type { ProposalResponse } from '#domain/contract/proposal.ts';
import { parseRecall, type recallService } from '#server/buying/recall-service.ts';
import { ensureToken, type TokenPolicy } from '#server/http/proposal-token.ts';
import { clientKey, enforceLimits, type Limit } from '#server/http/rate-limit.ts';
import { referenceAsIssued } from '#domain/patterns.ts';
import { presentProposal } from '#server/proposals/present.ts';
import { assertReasonableShape } from '#server/proposals/shape-guard.ts';
import type { RateLimitCounter } from '#server/store/types.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Brute-force protection (DESIGN.md 3): per client, and per quote reference across clients. */
export const RECALL_LIMITS = {
  client: { name: 'recall-client', max: 10, windowMs: FIFTEEN_MINUTES },
  reference: { name: 'recall-reference', max: 5, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, Limit>;

/** POST /api/proposal/recall (SPEC.md 7). */
export function recallRoutes(
  app: FastifyInstance,
  recall: ReturnType<typeof recallService>,
  limits: RateLimitCounter,
  tokens: TokenPolicy,
  now: () => Date,
): void {
  app.post(calls.recallProposal.path, async (request, reply): Promise<ProposalResponse> => {
    assertReasonableShape(request.body);
    // Counted as issued: each spelling of a reference with O for 0 or I for 1 finds the same quote,
    // so all of them share one count.
    const reference = referenceAsIssued(
      String((request.body as { reference?: unknown } | null)?.reference ?? '')
        .trim()
        .slice(0, 13),
    );
    await enforceLimits(
      limits,
      [
        { limit: RECALL_LIMITS.client, key: clientKey(request) },
        ...(reference ? [{ limit: RECALL_LIMITS.reference, key: reference }] : []),
      ],
      now(),
      reply,
    );
    const input = parseRecall(request.body);
    const tokenHash = await ensureToken(request, reply, tokens);
    return { proposal: presentProposal(await recall.recall(input, tokenHash)) };
  });
}
