/**
 * npm run bench: the budgets of DESIGN.md 5 and issue 13, measured and printed as numbers (not
 * asserted). Builds nothing: run `npm run build` first. Starts its own servers on spare ports.
 *
 *   npm run bench -- --write   also writes the client table into docs/performance.md
 *   BENCH_ONLY=client          the client's figures only (sizes, ours beside stock, clicks, Lighthouse)
 *   BENCH_ONLY=server          the server's figures only (cold start, create + quote on both stores)
 *   BENCH_PARTS=sides,clicks   only these client parts (sizes, sides, clicks, lighthouse; default all)
 *   BENCH_CLIENT_DIR=dir       serve another client build (an earlier dist/client, to compare)
 *   BENCH_ROUNDS=5             rounds of each client measure (default 5)
 *   BENCH_PRESSES=40           presses of each click (default 40: a p95 that is not the slowest press or two)
 *   BENCH_LIGHTHOUSE_ROUTES=/quote/create,/quote/addons  Lighthouse on these routes only
 *   BENCH_SECONDS=5            seconds of each server load run (default 5)
 *   BENCH_REPEAT=3             runs of each server measure, the best reported (default 3)
 *   BENCH_RATE=100             create + quote pairs a second in the latency run (default 100: 200 requests/s)
 */
import { cpSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ALL_PARTS, runClientBench, type ClientPart } from './bench/client';
import { formatScale, measureScale } from './bench/scale';
import { measureColdStart } from './bench/server';
import { freePort } from '#tests/support/server-process.ts';

const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
const pagesPort = process.env.BENCH_PAGES_PORT ? Number(process.env.BENCH_PAGES_PORT) : await freePort();
const base = `http://127.0.0.1:${port}`;
const only = process.env.BENCH_ONLY;
const parts = (process.env.BENCH_PARTS?.split(',') ?? ALL_PARTS).map((p) => p.trim()) as ClientPart[];
const unknown = parts.filter((p) => !(ALL_PARTS as readonly string[]).includes(p));
if (unknown.length > 0)
  throw new Error(`BENCH_PARTS: unknown ${unknown.join(', ')} (${ALL_PARTS.join(', ')})`);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const presses = process.env.BENCH_PRESSES ? Number(process.env.BENCH_PRESSES) : undefined;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
// DESIGN.md 5: p99 under 50 ms at 200 requests/s, i.e. 100 create + quote pairs a second.
const RATE = Number(process.env.BENCH_RATE ?? 100);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const write = process.argv.includes('--write');
const log = (line: string) => console.error(line);

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
// Other work on the machine skews every figure: say how busy it was.
console.log(`machine: ${cpus().length} cores, load average ${load()} at the start`);

// The bench serves a copy of the build, so a build started meanwhile (npm test) cannot change it.
const dist = join(import.meta.dirname, '..', 'dist');
rmSync(join(dist, 'bench-client'), { recursive: true, force: true });
cpSync(process.env.BENCH_CLIENT_DIR ?? join(dist, 'client'), join(dist, 'bench-client'), { recursive: true });
process.env.CLIENT_DIR = join(dist, 'bench-client');

const { coldStartMs, stop } = await measureColdStart(port);
try {
  console.log(
    `${'Server cold start to first answer'.padEnd(40)} ${`${coldStartMs} ms`.padEnd(70)} budget < 1000 ms`,
  );
  if (only !== 'server')
    for (const line of await runClientBench(base, { pagesPort, rounds, presses, write, log, parts }))
      console.log(line);
} finally {
  await stop();
}

// With the browser closed and the first server stopped: the servers have the machine to themselves.
if (only !== 'client') {
  const scale = await measureScale({ rate: RATE, seconds, clientsPerServer: 8, repeat: REPEAT, log });
  for (const line of formatScale(scale, RATE, REPEAT)) console.log(line);
  console.log(`budget: p99 < 50 ms at 200 requests/s = 100 pairs/s (DESIGN.md 5)`);
}
console.log(`machine: load average ${load()} at the end`);
