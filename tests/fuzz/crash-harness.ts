/**
 * The crash run (issue 10 item 8): the real server as a child process (dist/server/main.js, as `npm run
 * serve` starts it) over a fresh database (a SQLite file in a temporary folder, or a PostgreSQL
 * schema); concurrent writers create, update and
 * quote proposals and record every acknowledged write (uuid, version, a digest of the proposal the
 * server answered); the server is SIGKILLed at a random moment under load and restarted on the same
 * file; then every acknowledged write must read back exactly (same version with the same digest, or a
 * later version that a write in flight at the kill explains), through the cookie of the writer that
 * made it, and the server must answer GET /json/status 200 after every restart. At the end the
 * database must be sound: SQLite's integrity check, and no rows that one transaction writes together
 * found apart (a proposal without its access row).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calls, urlOf } from '#domain/contract/calls.ts';
import { completeRisk } from '#tests/support/examples.ts';
import {
  ensureServerBuilt,
  freePort,
  spawnServer,
  waitUntilServing,
  type ServerProcess,
} from '#tests/support/server-process.ts';
import { sqliteTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { openTables } from './database-tables.ts';
import { Random, subSeed } from './prng.ts';

export interface CrashOptions {
  seed: number;
  rounds: number;
  /** Concurrent writers (each its own browser: one cookie). */
  writers?: number;
  /** The kill comes this long after the load starts: a random moment in [min, max] ms. */
  loadMs?: [number, number];
  log?: (line: string) => void;
  /**
   * A fresh database for the run, removed at its end (default: a SQLite file in the OS temp dir: a
   * real disk, as fsync matters here).
   */
  database?: TestDatabase;
}

export interface Lost {
  uuid: string;
  round: number;
  detail: string;
}

export interface CrashReport {
  seed: number;
  store: TestDatabase['kind'];
  rounds: number;
  writers: number;
  /** Writes answered 200/201. */
  acknowledged: number;
  /** Writes sent but not answered when the server died (they may or may not have landed). */
  unanswered: number;
  /** Of those, the ones found stored after the restart. */
  landedUnanswered: number;
  proposals: number;
  /** Acknowledged writes not read back exactly after a restart. */
  lost: Lost[];
  /** Time from spawn to the first GET /json/status 200, per start. */
  startMs: number[];
  /** Problems with the server itself: a start that failed, a status not 200, an exit code. */
  serverProblems: string[];
  integrity: string;
  ms: number;
}

export interface Known {
  uuid: string;
  /** Index of the writer that owns it, and the cookie its last acknowledged write carried. */
  writer: number;
  cookie: string;
  /** The last acknowledged state: version and digest of the proposal as the server answered it. */
  version: number;
  digest: string;
  /** Acknowledged versions since the last check (all must survive). */
  ackedSinceCheck: number[];
  /** A write sent and not answered: the version it would make and the tag it carries. */
  inFlight: { version: number; tag: number | null } | null;
}

export interface ProposalJson {
  uuid: string;
  version: number;
  risk: { vehicle?: { mileometer_reading?: unknown } };
  [key: string]: unknown;
}

export const digestOf = (proposal: unknown) =>
  createHash('sha256').update(JSON.stringify(proposal)).digest('hex').slice(0, 20);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a read after a restart says about one proposal's acknowledged writes: each one lost (not found,
 * an older version, the same version with other answers, or a later version no write in flight explains),
 * and whether a write that was in flight at the kill landed.
 */
export function judgeReadBack(
  k: Pick<Known, 'version' | 'digest' | 'ackedSinceCheck' | 'inFlight'>,
  status: number,
  stored: ProposalJson | null,
): { lost: string[]; landed: boolean } {
  const all = (detail: string) => ({
    lost: Array.from({ length: Math.max(1, k.ackedSinceCheck.length) }, () => detail),
    landed: false,
  });
  if (status !== 200 || !stored) return all(`read answered ${status}`);
  if (stored.version === k.version)
    return digestOf(stored) === k.digest
      ? { lost: [], landed: false }
      : { lost: [`version ${k.version} reads back different answers`], landed: false };
  if (stored.version < k.version)
    return {
      lost: k.ackedSinceCheck
        .filter((v) => v > stored.version)
        .map((v) => `version ${v} acknowledged, ${stored.version} stored`),
      landed: false,
    };
  const explained =
    k.inFlight !== null &&
    k.inFlight.version === stored.version &&
    (k.inFlight.tag === null || stored.risk.vehicle?.mileometer_reading === k.inFlight.tag);
  return explained
    ? { lost: [], landed: true }
    : all(`version ${stored.version} stored, ${k.version} acknowledged, and no write in flight explains it`);
}

export async function runCrash(options: CrashOptions): Promise<CrashReport> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const writers = options.writers ?? 6;
  const [minLoad, maxLoad] = options.loadMs ?? [300, 2500];
  ensureServerBuilt();
  const database = options.database ?? sqliteTestDatabase(tmpdir());
  const dir = mkdtempSync(join(tmpdir(), 'vq-crash-'));
  const clientDir = join(dir, 'no-client');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const report: CrashReport = {
    seed: options.seed,
    store: database.kind,
    rounds: 0,
    writers,
    acknowledged: 0,
    unanswered: 0,
    landedUnanswered: 0,
    proposals: 0,
    lost: [],
    startMs: [],
    serverProblems: [],
    integrity: 'not checked',
    ms: 0,
  };
  const cookies: string[] = Array.from({ length: writers }, () => '');
  const known = new Map<string, Known>();
  const live: { server: ServerProcess | null } = { server: null };
  let tagCounter = 0;

  const send = async (
    writer: number,
    method: string,
    path: string,
    body?: unknown,
    cookie = cookies[writer],
  ) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie && method !== 'GET') cookies[writer] = setCookie.split(';')[0];
    const text = await res.text();
    return { status: res.status, text };
  };

  const start = async (round: number) => {
    const current = spawnServer(port, { ...database.env, LOG_LEVEL: 'silent', CLIENT_DIR: clientDir });
    live.server = current;
    try {
      report.startMs.push(await waitUntilServing(current));
    } catch (error) {
      throw new Error(`round ${round}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const riskWith = (tag: number) => {
    const risk = completeRisk() as { vehicle: Record<string, unknown> };
    risk.vehicle.mileometer_reading = tag;
    return risk;
  };

  /** One writer's load until `stop` says so; every 2xx is recorded, every unanswered write kept in flight. */
  const writerLoop = async (writer: number, rnd: Random, stop: { now: boolean }) => {
    const mine = () => [...known.values()].filter((k) => k.writer === writer && !k.inFlight);
    while (!stop.now) {
      const own = mine();
      const action = own.length === 0 || rnd.chance(0.3) ? 'create' : rnd.chance(0.7) ? 'update' : 'quote';
      const tag = 10_000 + writer * 100_000 + (tagCounter++ % 90_000);
      let target: Known | null = null;
      let path: string;
      let body: unknown;
      if (action === 'create') {
        path = calls.createProposal.path;
        body = { risk: riskWith(tag) };
      } else {
        target = rnd.pick(own);
        if (action === 'update') {
          path = urlOf(calls.updateProposal, { uuid: target.uuid });
          body = { version: target.version, risk: riskWith(tag) };
        } else {
          path = urlOf(calls.createQuote, { uuid: target.uuid });
          body = {};
        }
        target.inFlight = { version: target.version + 1, tag: action === 'update' ? tag : null };
      }
      let answer: { status: number; text: string };
      try {
        answer = await send(writer, 'POST', path, body);
      } catch {
        report.unanswered++;
        return; // the server is gone: this write stays in flight
      }
      if (answer.status !== 200 && answer.status !== 201) {
        if (target) target.inFlight = null;
        const problem = `${action} of a valid proposal answered ${answer.status}: ${answer.text.slice(0, 200)}`;
        if (!report.serverProblems.includes(problem)) report.serverProblems.push(problem);
        await sleep(50);
        continue;
      }
      const proposal = (JSON.parse(answer.text) as { proposal: ProposalJson }).proposal;
      report.acknowledged++;
      const entry: Known = target ?? {
        uuid: proposal.uuid,
        writer,
        cookie: '',
        version: 0,
        digest: '',
        ackedSinceCheck: [],
        inFlight: null,
      };
      entry.cookie = cookies[writer];
      entry.version = proposal.version;
      entry.digest = digestOf(proposal);
      entry.ackedSinceCheck.push(proposal.version);
      entry.inFlight = null;
      known.set(entry.uuid, entry);
    }
  };

  /** Every proposal ever acknowledged, read back through the cookie its writer holds. */
  const verify = async (round: number) => {
    const all = [...known.values()];
    for (let i = 0; i < all.length; i += 16) {
      await Promise.all(
        all.slice(i, i + 16).map(async (k) => {
          const res = await send(
            k.writer,
            'GET',
            urlOf(calls.getProposal, { uuid: k.uuid }),
            undefined,
            k.cookie,
          );
          const stored =
            res.status === 200 ? (JSON.parse(res.text) as { proposal: ProposalJson }).proposal : null;
          const verdict = judgeReadBack(k, res.status, stored);
          for (const detail of verdict.lost) report.lost.push({ uuid: k.uuid, round, detail });
          if (verdict.landed) report.landedUnanswered++;
          // What is stored now is durable and seen: the next round starts from it.
          if (stored) {
            k.version = stored.version;
            k.digest = digestOf(stored);
          }
          k.ackedSinceCheck = [];
          k.inFlight = null;
        }),
      );
    }
  };

  try {
    await start(0);
    for (let round = 1; round <= options.rounds; round++) {
      const rnd = new Random(subSeed(options.seed, round));
      const stop = { now: false };
      const loads = Array.from({ length: writers }, (_, w) =>
        writerLoop(w, new Random(subSeed(options.seed, round * 1000 + w)), stop),
      );
      const loadMs = rnd.between(minLoad, maxLoad);
      await sleep(loadMs);
      const running = live.server!;
      stop.now = true;
      running.child.kill('SIGKILL');
      const exit = await running.exited;
      if (exit.signal !== 'SIGKILL')
        report.serverProblems.push(`round ${round}: the server had already exited (${JSON.stringify(exit)})`);
      const results = await Promise.allSettled(loads);
      for (const r of results)
        if (r.status === 'rejected')
          report.serverProblems.push(`round ${round}: writer: ${String(r.reason)}`);
      const acked = report.acknowledged;
      await start(round);
      await verify(round);
      report.rounds = round;
      log(
        `  round ${round}: killed after ${loadMs} ms; ${acked} writes acknowledged so far, ${report.lost.length} lost; ` +
          `restarted in ${report.startMs[report.startMs.length - 1]} ms`,
      );
    }
    // The last server stops gracefully; the database must then be sound.
    const last = live.server!;
    const exit = await Promise.race([last.stop('SIGTERM'), sleep(10_000).then(() => null)]);
    if (!exit || exit.code !== 0)
      report.serverProblems.push(`SIGTERM: the server ended with ${JSON.stringify(exit)}`);
    live.server = null;
    const tables = await openTables(database);
    try {
      report.integrity = await tables.integrity();
      report.proposals = (await tables.rows('proposals')).length;
    } finally {
      await tables.close();
    }
  } finally {
    await live.server?.stop('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    await database.dispose();
  }
  report.ms = Date.now() - started;
  return report;
}

export function crashSummaryLine(r: CrashReport): string {
  const maxStart = r.startMs.length > 0 ? Math.max(...r.startMs) : 0;
  return (
    `crash (${r.store}): ${r.rounds} rounds of SIGKILL under ${r.writers} concurrent writers, seed ${r.seed}, ` +
    `${r.acknowledged} writes acknowledged, ${r.lost.length} lost, ${r.landedUnanswered} of ${r.unanswered} ` +
    `unanswered writes landed, ${r.proposals} proposals, restarts ${r.startMs.length} (slowest ${maxStart} ms), ` +
    `integrity ${r.integrity}`
  );
}

export function formatCrashReport(r: CrashReport): string {
  const lines = [`crash (${r.store}) seed ${r.seed}: ${r.rounds} rounds in ${(r.ms / 1000).toFixed(1)} s`];
  if (r.serverProblems.length > 0) lines.push('SERVER PROBLEMS:', ...r.serverProblems.map((p) => `  - ${p}`));
  if (r.lost.length > 0)
    lines.push(
      `LOST ACKNOWLEDGED WRITES (${r.lost.length}):`,
      ...r.lost.slice(0, 50).map((l) => `  - round ${l.round} ${l.uuid}: ${l.detail}`),
    );
  lines.push(crashSummaryLine(r));
  return lines.join('\n');
}
