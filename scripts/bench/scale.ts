/**
 * The server's figures for `npm run bench` (issue 12 item 5): create + quote pairs on SQLite and on
 * PostgreSQL, one server and two on one database, each measured beside the bare Fastify floor
 * (noop-server.mjs) in the same run under the same load. Every server is a child process started
 * with plain node, as `npm run serve` starts the build. PostgreSQL is a throwaway cluster with
 * fsync on (or BENCH_DATABASE_URL); SQLite a file on the OS temp disk.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '#server/project-files.ts';
import { startPostgresCluster } from '#tests/support/postgres-cluster.ts';
import { freePort, startServer, type ServerProcess } from '#tests/support/server-process.ts';
import {
  postgresTestDatabase,
  sqliteTestDatabase,
  type StoreKind,
  type TestDatabase,
} from '#tests/support/test-database.ts';
import { appPair, atSteadyRate, noopPair, throughput, warmUp, type Latency, type Pair } from './load';

const NOOP_SERVER = join(projectRoot, 'scripts', 'bench', 'noop-server.mjs');

export interface Measured extends Latency {
  pairsPerSecond: number;
}

export interface ScaleRow {
  store: StoreKind;
  servers: number;
  app: Measured;
  floor: Measured;
}

export interface ScaleOptions {
  /** Pairs per second of the steady-rate run (DESIGN.md 5: 200 requests/s, 100 pairs). */
  rate: number;
  seconds: number;
  /** Clients sending pairs back to back in the throughput run, per server. */
  clientsPerServer: number;
  /** Runs of each measure; the best is reported. */
  repeat: number;
  log: (line: string) => void;
}

async function measure(pair: Pair, servers: number, options: ScaleOptions): Promise<Measured> {
  await warmUp(pair);
  const latency = await atSteadyRate(pair, options.rate, options.seconds);
  const { pairsPerSecond, failed } = await throughput(
    pair,
    options.clientsPerServer * servers,
    options.seconds,
  );
  return { ...latency, failed: latency.failed + failed, pairsPerSecond };
}

async function startAll(count: number, env: Record<string, string>, entry?: string) {
  const started: ServerProcess[] = [];
  for (let i = 0; i < count; i++) started.push(await startServer(await freePort(), env, entry));
  return started;
}

async function stopAll(servers: ServerProcess[]) {
  await Promise.all(servers.map((s) => s.stop()));
}

/** Of several runs, the best latency and the best throughput: other work on the machine only ever slows a run. */
function best(runs: Measured[]): Measured {
  const latency = runs.reduce((a, b) => (b.p99 < a.p99 ? b : a));
  return {
    ...latency,
    failed: runs.reduce((n, r) => n + r.failed, 0),
    pairsPerSecond: Math.max(...runs.map((r) => r.pairsPerSecond)),
  };
}

async function row(store: StoreKind, database: TestDatabase, servers: number, options: ScaleOptions) {
  const floorServers = await startAll(servers, {}, NOOP_SERVER);
  const appServers = await startAll(servers, { ...database.env, LOG_LEVEL: 'warn' }).catch(async (error) => {
    await stopAll(floorServers);
    throw error;
  });
  try {
    const floorPair = noopPair(floorServers.map((s) => s.base));
    const appPairs = appPair(appServers.map((s) => s.base));
    const floor: Measured[] = [];
    const app: Measured[] = [];
    // Floor and app in turn, so a busy moment on the machine falls on both alike.
    for (let run = 0; run < options.repeat; run++) {
      floor.push(await measure(floorPair, servers, options));
      app.push(await measure(appPairs, servers, options));
    }
    options.log(`  ${store}, ${servers} server${servers > 1 ? 's' : ''}: measured`);
    return { store, servers, app: best(app), floor: best(floor) };
  } finally {
    await stopAll([...floorServers, ...appServers]);
  }
}

/** Every store and server count, each beside the floor. */
export async function measureScale(options: ScaleOptions): Promise<ScaleRow[]> {
  const rows: ScaleRow[] = [];
  for (const servers of [1, 2]) {
    const sqlite = sqliteTestDatabase(tmpdir());
    try {
      rows.push(await row('sqlite', sqlite, servers, options));
    } finally {
      await sqlite.dispose();
    }
  }
  const given = process.env.BENCH_DATABASE_URL?.trim();
  const cluster = given ? null : await startPostgresCluster({ durable: true });
  try {
    for (const servers of [1, 2]) {
      const postgres = await postgresTestDatabase(given ?? cluster!.url);
      try {
        rows.push(await row('postgres', postgres, servers, options));
      } finally {
        await postgres.dispose();
      }
    }
  } finally {
    cluster?.stop();
  }
  return rows;
}

/** The rows as a table: each configuration's app beside its floor, and the ratio. */
export function formatScale(rows: ScaleRow[], rate: number, repeat: number): string[] {
  const cell = (m: Measured) =>
    `p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.pairsPerSecond} pairs/s${m.failed ? `, ${m.failed} failed` : ''}`;
  return [
    `Create + quote pairs: latency at ${rate} pairs/s (p50, p99), then most pairs/s, best of ${repeat} runs; floor = bare Fastify no-op`,
    ...rows.flatMap((r) => [
      `  ${`${r.store}, ${r.servers} server${r.servers > 1 ? 's' : ''}`.padEnd(22)} app   ${cell(r.app)}`,
      `  ${''.padEnd(22)} floor ${cell(r.floor)}` +
        `  (app/floor: p50 x${(r.app.p50 / r.floor.p50).toFixed(1)}, throughput ${(
          (r.app.pairsPerSecond / r.floor.pairsPerSecond) *
          100
        ).toFixed(0)}%)`,
    ]),
  ];
}
