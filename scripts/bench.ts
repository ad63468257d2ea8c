/**
 * npm run bench: the budgets of DESIGN.md 5, measured and printed as numbers (not asserted).
 * Builds nothing: run `npm run build` first. Starts its own server on a spare port.
 */
import { measureRouteJs } from './bench/bundle';
import { lighthouseScores } from './bench/lighthouse';
import { measureColdStart, measureCreateLatency } from './bench/server';
import { measureTyping } from './bench/typing';

const port = Number(process.env.BENCH_PORT ?? 4391);
const base = `http://127.0.0.1:${port}`;
const { coldStartMs, stop } = await measureColdStart(port);
try {
  const assumptions = await measureRouteJs(base, '/assumptions');
  const quoteForm = await measureRouteJs(base, '/quote/create');
  const typing = await measureTyping(base);
  const create = await measureCreateLatency(port);
  // The quote form is guarded until the assumptions are accepted; a uuid query lets Lighthouse's
  // fresh browser through (SPEC.md 2.3), and the create route ignores it.
  const scores = await lighthouseScores(base, ['/assumptions', '/quote/create?uuid=lighthouse']);
  const rows: [string, string, string][] = [
    ['JS for /assumptions (gzip)', `${assumptions.gzipKb} KB in ${assumptions.files} files`, '≤ 100 KB'],
    ['JS for /quote/create (gzip)', `${quoteForm.gzipKb} KB in ${quoteForm.files} files`, '≤ 200 KB'],
    [
      'Typing, largest step, CPU 4x slower',
      `p50 ${typing.p50} ms, p95 ${typing.p95} ms, max ${typing.max} ms (${typing.samples} keys)`,
      'p95 ≤ 50 ms',
    ],
    ['Server cold start to first answer', `${coldStartMs} ms`, '< 1000 ms'],
    [
      'Create + quote at 200/s, loopback',
      `p50 ${create.p50} ms, p95 ${create.p95} ms, p99 ${create.p99} ms, ${create.failures} failed of ${create.requests}`,
      'p99 < 50 ms',
    ],
  ];
  rows.push(
    ['Lighthouse mobile, /assumptions', `${scores['/assumptions']}`, '≥ 98'],
    ['Lighthouse mobile, /quote/create', `${scores['/quote/create?uuid=lighthouse']}`, '≥ 98'],
  );
  for (const [name, value, budget] of rows)
    console.log(`${name.padEnd(40)} ${value.padEnd(70)} budget ${budget}`);
} finally {
  stop();
}
