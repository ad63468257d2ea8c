import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer, waitUntilServing } from '#tests/support/server-process.ts';

/**
 * Cold start: from spawning the built server (plain node, as `npm run serve`) on a new SQLite file to
 * its first answered health probe, in ms. The server keeps serving (the browser measures use it)
 * until `stop`.
 */
export async function measureColdStart(
  port: number,
): Promise<{ coldStartMs: number; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'vq-bench-'));
  const server = spawnServer(port, { DATABASE_FILE: join(dir, 'bench.sqlite'), LOG_LEVEL: 'warn' });
  const coldStartMs = await waitUntilServing(server, 20_000);
  return {
    coldStartMs,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
