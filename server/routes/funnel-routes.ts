import type { FastifyInstance } from 'fastify';
import { calls } from '#domain/contract/calls.ts';
import { parseFunnelEvents } from '#domain/funnel/funnel-contract.ts';
import { anonymousBucket, countRows } from '#server/funnel/count-rows.ts';
import { invalid } from '#server/http/errors.ts';
import { enforceLimits, type Limit } from '#server/http/rate-limit.ts';
import type { FunnelCounts, RateLimitCounter } from '#server/store/types.ts';

/** A visit sends a report every few seconds at most: a generous allowance, tight for a flood. */
export const FUNNEL_LIMIT = { name: 'funnel-events', max: 120, windowMs: 10 * 60 * 1000 } satisfies Limit;

/** The browser asks not to be tracked (Do Not Track, Global Privacy Control). */
const refusesTracking = (headers: Record<string, unknown>) =>
  headers.dnt === '1' || headers['sec-gpc'] === '1';

/**
 * POST /api/events (issue 14.6, docs/analytics.md): adds a report's events to the day's counters.
 * 204 with nothing stored when the browser refuses tracking; 422 for a name the schemas don't know.
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
    await enforceLimits(
      limits,
      [{ limit: FUNNEL_LIMIT, key: anonymousBucket(request.ip, day) }],
      now(),
      reply,
    );
    const parsed = parseFunnelEvents(request.body);
    if (parsed.fields) throw invalid(parsed.fields, 'These events cannot be counted.');
    await funnel.add(countRows(day, parsed.events));
    return reply.code(204).send();
  });
}
