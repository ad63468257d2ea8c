import { startServer as startBuiltServer, type ServerProcess } from '#tests/support/server-process.ts';

export { freePort } from '#tests/support/server-process.ts';

/** Starts the real server (dist/server/main.js, as `npm run serve`) on a port and database file of the test's own. */
export async function startServer(port: number, databaseFile: string): Promise<ServerProcess> {
  return startBuiltServer(port, { DATABASE_FILE: databaseFile });
}

/** Stops the server (SIGTERM) and waits for it to exit. */
export async function stopServer(server: ServerProcess): Promise<void> {
  await server.stop();
}
