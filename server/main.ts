import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { startOutboxWorker, transportFromEnv } from './email/index';
import { stopGracefullyOnSignals } from './graceful-shutdown';
import { createSandboxCreditProvider } from './providers/credit/index';
import { describeDatabase } from './store/database-config';
import { openStore } from './store/open-store';

/**
 * The server (`npm run serve` runs its build, dist/server/main.js): opens the database named by
 * DATABASE_URL (the embedded SQLite file by default), migrating it; serves the API and the built
 * client; sends queued emails (through SMTP_URL, or as .eml files); stops gracefully on SIGTERM.
 */
async function main() {
  const config = loadConfig();
  // The pool may report a failed idle connection at any time; the app's log is ready soon after.
  const log: { app?: FastifyInstance } = {};
  const store = await openStore(config.database, {
    warn: (fields, message) => log.app?.log.warn(fields, message),
  }).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message || (error as { code?: string }).code : error;
    throw new Error(`cannot open the database ${describeDatabase(config.database)}: ${String(reason)}`);
  });
  const app = await buildApp({
    store,
    logLevel: config.logLevel,
    clientDir: config.clientDir,
    secureCookies: config.secureCookies,
    trustProxy: config.trustProxy,
    credit: createSandboxCreditProvider({ secret: config.creditSandboxSecret }),
  });
  log.app = app;
  const transport = transportFromEnv(process.env, config.dataDir);
  const worker = startOutboxWorker({
    outbox: store.outbox,
    transport,
    log: app.log,
    intervalMs: config.outboxPollMs,
  });
  stopGracefullyOnSignals({ app, worker, transport, timeoutMs: config.shutdownTimeoutMs });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: describeDatabase(config.database), email: transport.kind, trust_proxy: config.trustProxy },
    'Van Quote is serving',
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
