import { calls } from '#domain/contract/calls.ts';
import type { FastifyInstance } from 'fastify';
import type { Store } from '#server/store/types.ts';

const startedAt = new Date().toISOString();

/** GET /json/status: a health check for operators and load balancers; no personal data. */
export function statusRoutes(app: FastifyInstance, store: Store): void {
  app.get(calls.status.path, async (_request, reply) => {
    const database = await store.ping().then(
      (ok) => (ok ? 'ok' : 'unavailable'),
      () => 'unavailable',
    );
    reply.header('Cache-Control', 'no-store');
    if (database !== 'ok') reply.status(503);
    return { status: database === 'ok' ? 'ok' : 'degraded', database, started_at: startedAt };
  });
}
