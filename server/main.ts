import { dirname, join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { startOutboxWorker, transportFromEnv } from './email/index';
import { createSandboxCreditProvider } from './providers/credit/index';
import { openSqliteStore } from './store/sqlite-store';

/**
 * npm start: opens (creating and migrating) the database, serves the API and the built client, and
 * sends queued emails (through SMTP_URL, or as .eml files under data/outbox/).
 */
async function main() {
  const config = loadConfig();
  const store = openSqliteStore(config.databaseFile);
  const app = await buildApp({
    store,
    logLevel: config.logLevel,
    clientDir: config.clientDir,
    secureCookies: config.secureCookies,
    credit: createSandboxCreditProvider({ secret: config.creditSandboxSecret }),
  });
  const dataDir =
    config.databaseFile === ':memory:' ? join(process.cwd(), 'data') : dirname(config.databaseFile);
  const transport = transportFromEnv(process.env, dataDir);
  const worker = startOutboxWorker({ outbox: store.outbox, transport, log: app.log });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void (async () => {
        await worker.stop();
        await transport.close();
        await app.close();
        process.exit(0);
      })();
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: config.databaseFile, email: transport.kind }, 'Van Quote is serving');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
