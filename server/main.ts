import { buildApp } from './app';
import { loadConfig } from './config';
import { openSqliteStore } from './store/sqlite-store';

/** npm start: opens (creating and migrating) the database, then serves the API and the built client. */
async function main() {
  const config = loadConfig();
  const store = openSqliteStore(config.databaseFile);
  const app = await buildApp({
    store,
    logLevel: config.logLevel,
    clientDir: config.clientDir,
    secureCookies: config.secureCookies,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: config.databaseFile }, 'Van Quote is serving');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
