import type { FastifyInstance } from 'fastify';
import { calls } from '#domain/contract/calls.ts';
import { parseFunnelEvents } from '#domain/funnel/funnel-contract.ts';
import { anonymousBucket, countRows } from '#server/funnel/count-rows.ts';
import { invalid } from '#server/http/errors.ts';
import type { Limit } from '#server/http/rate-limit.ts';
import type { FunnelCounts, RateLimitCounter } from '#server/store/types.ts';

/** A visit sends a report every few seconds at most: a generous allowance, tight for a flood. */
export const FUNNEL_LIMIT = { name: 'funnel-events', max: 120, windowMs: 10 * 60 * 1000 } satisfies Limit;

/** The browser asks not to be tracked (Do Not Track, Global Privacy Control). */
const refusesTracking = (headers: Record<string, unknown>) =>
  headers.dnt === '1' || headers['sec-gpc'] === '1';

/**
 * POST /api/events (issue 14.6, docs/analytics.md): adds a report's events to the day's counters.
 * 204 with nothing stored when the browser refuses tracking or the client is over its allowance; 422
 * for a name the schemas don't know.
 */
export function funnelRoutes(
  app: FastifyInstance,
  funnel: FunnelCounts,
  limits: RateLimitCounter,
  today: () => string,
  now: () => Date,
): void {
  app.post(calls.recordEvents.path, async (request, reply) => {
    if (refusesTracking(request.headers)) return reply.code(204).send();
    const day = today();
    const { hits } = await limits.hit(
      `${FUNNEL_LIMIT.name}:${anonymousBucket(request.ip, day)}`,
      FUNNEL_LIMIT.windowMs,
      now(),
    );
    // Over the allowance a report is dropped, not refused: an error would only reach the customer's
    // console (many customers can share one address), and the reporter never retries anyway.
    if (hits > FUNNEL_LIMIT.max) return reply.code(204).header('X-Events-Dropped', 'rate-limited').send();
    const parsed = parseFunnelEvents(request.body);
    if (parsed.fields) throw invalid(parsed.fields, 'These events cannot be counted.');
    await funnel.add(countRows(day, parsed.events));
    return reply.code(204).send();
  });
}
