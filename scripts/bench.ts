/**
 * npm run bench: the budgets of DESIGN.md 5, measured and printed as numbers (not asserted).
 * Builds nothing: run `npm run build` first. Starts its own server on a spare port.
 *
 *   npm run bench -- --write   also writes the client table into docs/performance.md
 *   BENCH_ONLY=client          the client's figures only (sizes, ours beside stock, clicks, Lighthouse)
 *   BENCH_ROUNDS=5             rounds of each client measure (default 5)
 *   BENCH_PORT, BENCH_PAGES_PORT   the app's and the bench pages' ports (default 4391, 4392)
 */
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runClientBench } from './bench/client';
import { measureColdStart, measureCreateLatency } from './bench/server';

const port = Number(process.env.BENCH_PORT ?? 4391);
const pagesPort = Number(process.env.BENCH_PAGES_PORT ?? port + 1);
const base = `http://127.0.0.1:${port}`;
const clientOnly = process.env.BENCH_ONLY === 'client';
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const write = process.argv.includes('--write');
const log = (line: string) => console.error(line);

// The bench serves a copy of the build, so a build started meanwhile (npm test) cannot change it.
const dist = join(import.meta.dirname, '..', 'dist');
rmSync(join(dist, 'bench-client'), { recursive: true, force: true });
cpSync(join(dist, 'client'), join(dist, 'bench-client'), { recursive: true });
process.env.CLIENT_DIR = join(dist, 'bench-client');

const { coldStartMs, stop } = await measureColdStart(port);
try {
  const client = await runClientBench(base, { pagesPort, rounds, write, log });
  for (const line of client) console.log(line);
  if (!clientOnly) {
    const create = await measureCreateLatency(port);
    const rows: [string, string, string][] = [
      ['Server cold start to first answer', `${coldStartMs} ms`, '< 1000 ms'],
      [
        'Create + quote at 200/s, loopback',
        `p50 ${create.p50} ms, p95 ${create.p95} ms, p99 ${create.p99} ms, ${create.failures} failed of ${create.requests}`,
        'p99 < 50 ms',
      ],
    ];
    console.log('');
    for (const [name, value, budget] of rows)
      console.log(`${name.padEnd(40)} ${value.padEnd(70)} budget ${budget}`);
  }
} finally {
  stop();
}
