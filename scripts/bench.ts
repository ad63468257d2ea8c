/**
 * npm run bench: the budgets of DESIGN.md 5, measured and printed as numbers (not asserted).
 * Builds nothing: run `npm run build` first. Starts its own servers on spare ports.
 *
 *   BENCH_ONLY=server   the server's figures only (cold start, create + quote on both stores)
 *   BENCH_SECONDS=5     seconds of each load run (default 5)
 *   BENCH_REPEAT=3      runs of each server measure, the best reported (default 3)
 *   BENCH_RATE=100      create + quote pairs a second in the latency run (default 100: 200 requests/s)
 */
import { cpus, loadavg } from 'node:os';
import { measureRouteJs } from './bench/bundle';
import { lighthouseScores } from './bench/lighthouse';
import { formatScale, measureScale } from './bench/scale';
import { measureColdStart } from './bench/server';
import { measureTyping } from './bench/typing';
import { freePort } from '#tests/support/server-process.ts';

const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
const base = `http://127.0.0.1:${port}`;
const serverOnly = process.env.BENCH_ONLY === 'server';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
// DESIGN.md 5: p99 under 50 ms at 200 requests/s, i.e. 100 create + quote pairs a second.
const RATE = Number(process.env.BENCH_RATE ?? 100);

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
// Other work on the machine skews every figure: say how busy it was.
console.log(`machine: ${cpus().length} cores, load average ${load()} at the start`);
const rows: [string, string, string][] = [];
const { coldStartMs, stop } = await measureColdStart(port);
try {
  rows.push(['Server cold start to first answer', `${coldStartMs} ms`, '< 1000 ms']);
  if (!serverOnly) {
    const assumptions = await measureRouteJs(base, '/assumptions');
    const quoteForm = await measureRouteJs(base, '/quote/create');
    const typing = await measureTyping(base);
    // The quote form is guarded until the assumptions are accepted; a uuid query lets Lighthouse's
    // fresh browser through (SPEC.md 2.3), and the create route ignores it.
    const scores = await lighthouseScores(base, ['/assumptions', '/quote/create?uuid=lighthouse']);
    rows.push(
      ['JS for /assumptions (gzip)', `${assumptions.gzipKb} KB in ${assumptions.files} files`, '≤ 100 KB'],
      ['JS for /quote/create (gzip)', `${quoteForm.gzipKb} KB in ${quoteForm.files} files`, '≤ 200 KB'],
      [
        'Typing, largest step, CPU 4x slower',
        `p50 ${typing.p50} ms, p95 ${typing.p95} ms, max ${typing.max} ms (${typing.samples} keys)`,
        'p95 ≤ 50 ms',
      ],
      ['Lighthouse mobile, /assumptions', `${scores['/assumptions']}`, '≥ 98'],
      ['Lighthouse mobile, /quote/create', `${scores['/quote/create?uuid=lighthouse']}`, '≥ 98'],
    );
  }
} finally {
  await stop();
}
for (const [name, value, budget] of rows)
  console.log(`${name.padEnd(40)} ${value.padEnd(70)} budget ${budget}`);

// With the browser closed and the first server stopped: the servers have the machine to themselves.
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const scale = await measureScale({
  rate: RATE,
  seconds,
  clientsPerServer: 8,
  repeat: REPEAT,
  log: (line) => console.error(line),
});
for (const line of formatScale(scale, RATE, REPEAT)) console.log(line);
console.log(`budget: p99 < 50 ms at 200 requests/s = 100 pairs/s (DESIGN.md 5)`);
console.log(`machine: load average ${load()} at the end`);
