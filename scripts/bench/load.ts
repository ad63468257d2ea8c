/**
 * The bench's load: "create a proposal, then quote it" pairs (the two calls of the quote form's last
 * Continue) sent over loopback with keep-alive connections, round-robin over the servers as a load
 * balancer would (with two servers, each pair's quote goes to the other server than its create).
 * The same pairs against the bare Fastify floor are two POSTs of the same bodies to a no-op route.
 */
import { Agent, request } from 'node:http';
import { completeRisk } from '#tests/support/examples.ts';

const agent = new Agent({ keepAlive: true, maxSockets: 256 });
const createBody = JSON.stringify({ risk: completeRisk() });

interface Answer {
  status: number;
  body: string;
  cookie: string;
}

function post(base: string, path: string, body: string, cookie = ''): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-requested-with': 'XMLHttpRequest',
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text,
            cookie: String(res.headers['set-cookie']?.[0] ?? '').split(';')[0],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** One pair, `i`-th of the run: answers whether both calls succeeded. */
export type Pair = (i: number) => Promise<boolean>;

/** Create on one server, quote on the next (the app). */
export function appPair(bases: string[]): Pair {
  return async (i) => {
    const created = await post(bases[i % bases.length], '/api/proposal', createBody);
    if (created.status !== 201) return false;
    const uuid = (JSON.parse(created.body) as { proposal: { uuid: string } }).proposal.uuid;
    const quoted = await post(
      bases[(i + 1) % bases.length],
      `/api/proposal/${uuid}/quote`,
      '{}',
      created.cookie,
    );
    return quoted.status === 200;
  };
}

/** The same two requests to the bare Fastify floor. */
export function noopPair(bases: string[]): Pair {
  return async (i) => {
    const first = await post(bases[i % bases.length], '/noop', createBody);
    const second = await post(bases[(i + 1) % bases.length], '/noop/x', '{}', first.cookie);
    return first.status === 201 && second.status === 200;
  };
}

export interface Latency {
  pairs: number;
  failed: number;
  p50: number;
  p99: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function percentiles(latencies: number[], failed: number): Latency {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) =>
    round1(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN);
  return { pairs: latencies.length, failed, p50: at(0.5), p99: at(0.99) };
}

/** Pairs started at a steady rate (an open loop, as customers arrive): latency of each pair, ms. */
export async function atSteadyRate(pair: Pair, ratePerSecond: number, seconds: number): Promise<Latency> {
  const total = Math.round(ratePerSecond * seconds);
  const latencies: number[] = [];
  let failed = 0;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const wait = start + (i * 1000) / ratePerSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const t0 = performance.now();
    pending.push(
      pair(i).then(
        (ok) => {
          if (!ok) failed++;
          latencies.push(performance.now() - t0);
        },
        () => {
          failed++;
        },
      ),
    );
  }
  await Promise.all(pending);
  return percentiles(latencies, failed);
}

/** As many pairs as `concurrency` clients can complete back to back in `seconds`: pairs per second. */
export async function throughput(pair: Pair, concurrency: number, seconds: number) {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const ok = await pair(next++).catch(() => false);
        if (ok) done++;
        else failed++;
      }
    }),
  );
  return { pairsPerSecond: Math.round(done / ((performance.now() - start) / 1000)), failed };
}

/** A short warm-up so the first measured pairs do not pay for JIT compilation and cold caches. */
export async function warmUp(pair: Pair): Promise<void> {
  await throughput(pair, 4, 1.5);
}
