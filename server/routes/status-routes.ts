import { calls } from '#domain/contract/calls.ts';
import type { FastifyInstance } from 'fastify';
import type { Store } from '#server/store/types.ts';

const startedAt = new Date().toISOString();

/**
 * GET /json/status, the health probe (README "Running at scale"): 200 `{"status":"ok"}` while the
 * store answers, 503 `{"status":"unavailable"}` when it does not (the store's ping gives up after 2 s),
 * so a load balancer sends this server no customers until its database is back. It answers any client
 * (the CSRF guard passes reads) and carries no personal data.
 */
export function statusRoutes(app: FastifyInstance, store: Store): void {
  app.get(calls.status.path, async (_request, reply) => {
    const ok = await store.ping().catch(() => false);
    reply.header('Cache-Control', 'no-store');
    if (!ok) {
      reply.status(503);
      return { status: 'unavailable', database: 'unavailable', started_at: startedAt };
    }
    return { status: 'ok', database: 'ok', started_at: startedAt };
  });
}
