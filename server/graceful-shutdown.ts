import type { FastifyInstance } from 'fastify';
import type { OutboxWorker } from '#server/email/outbox-worker.ts';
import type { EmailTransport } from '#server/email/transport-types.ts';

export interface RunningServer {
  app: FastifyInstance;
  worker: OutboxWorker;
  transport: EmailTransport;
  /** How long the in-flight requests may take before the process exits anyway (code 1). */
  timeoutMs: number;
}

/**
 * On SIGTERM (a load balancer or orchestrator retiring this server) or SIGINT: the email worker
 * finishes any send in progress and claims no more rows; the server stops listening (a request on a
 * kept-alive connection is answered 503, which a proxy retries elsewhere), lets the requests in flight
 * finish, and closes the database pool (app.ts's onClose); then the process exits 0.
 */
export function stopGracefullyOnSignals({ app, worker, transport, timeoutMs }: RunningServer): void {
  const stop = async (signal: NodeJS.Signals) => {
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    setTimeout(() => {
      app.log.error({ timeout_ms: timeoutMs }, 'stopping: requests still in flight; exiting anyway');
      process.exit(1);
    }, timeoutMs).unref();
    await worker.stop();
    await app.close(); // waits for the requests in flight, then closes the store (app.ts's onClose)
    app.log.info('stopping: requests finished, database closed');
    await transport.close();
    app.log.info('stopped');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      stop(signal).catch((error: unknown) => {
        app.log.error({ error: error instanceof Error ? error.message : String(error) }, 'stopping failed');
        process.exit(1);
      });
    });
}
