import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { completeRisk } from '#tests/support/examples.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

/** Cold start: from spawning the server to its first answered request, in ms. */
export async function measureColdStart(port: number): Promise<{ coldStartMs: number; stop: () => void }> {
  const file = join(mkdtempSync(join(tmpdir(), 'vq-bench-')), 'bench.sqlite');
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILE: file,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/status`, { headers: XHR });
      if (res.ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 5));
    if (performance.now() - started > 20_000) throw new Error('server did not start');
  }
  return { coldStartMs: Math.round(performance.now() - started), stop: () => child.kill('SIGTERM') };
}

/**
 * Creates a proposal and quotes it (two calls, as the quote form does) at a steady rate over
 * loopback (bounded count and time) and reports latency percentiles of the pair.
 */
export async function measureCreateLatency(port: number, ratePerSecond = 200, seconds = 5) {
  const body = JSON.stringify({ risk: completeRisk() });
  const latencies: number[] = [];
  let failures = 0;
  const total = ratePerSecond * seconds;
  const interval = 1000 / ratePerSecond;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      (async () => {
        const t0 = performance.now();
        const res = await fetch(`http://127.0.0.1:${port}/api/proposal`, {
          method: 'POST',
          headers: XHR,
          body,
        });
        await res.arrayBuffer();
        if (res.status !== 201) failures++;
        latencies.push(performance.now() - t0);
      })(),
    );
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] * 10) / 10;
  return { requests: total, failures, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}
