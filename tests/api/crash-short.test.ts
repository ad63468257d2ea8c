/**
 * The short crash run inside `npm test` (issue 10 item 8): 3 rounds of SIGKILL under concurrent writes
 * against the real server (dist/server/main.js in a child process), on the project's store (SQLite
 * in the `node` project, PostgreSQL in the `postgres` one). `npm run test:crash` runs 20 on each.
 * CRASH_SEED repeats the kill moments; the seed is printed either way.
 */
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  digestOf,
  formatCrashReport,
  judgeReadBack,
  runCrash,
  type ProposalJson,
} from '#tests/fuzz/crash-harness.ts';
import { seedFrom } from '#tests/fuzz/prng.ts';
import { freshDatabase, storeKind } from '#tests/support/store-under-test.ts';

const seed = seedFrom('CRASH_SEED');

describe(`crash: SIGKILL under concurrent writes on ${storeKind} (seed ${seed})`, () => {
  it('loses no acknowledged write in 3 rounds, and restarts cleanly every time', async () => {
    console.log(`crash: seed ${seed} (CRASH_SEED=${seed} repeats the kill moments)`);
    const database = await freshDatabase(tmpdir());
    const report = await runCrash({ seed, rounds: 3, loadMs: [400, 1500], database });
    const text = formatCrashReport(report);
    console.log(text);
    expect(report.serverProblems, text).toEqual([]);
    expect(report.lost, text).toEqual([]);
    expect(report.rounds).toBe(3);
    expect(report.startMs).toHaveLength(4);
    expect(report.acknowledged).toBeGreaterThan(0);
    expect(report.integrity).toBe('ok');
  }, 120_000);
});

describe('the read-back check (the harness checks itself)', () => {
  const proposal = (version: number, mileage = 1000): ProposalJson => ({
    uuid: 'u',
    version,
    risk: { vehicle: { mileometer_reading: mileage } },
  });
  const acked = (version: number, inFlight: { version: number; tag: number | null } | null = null) => ({
    version,
    digest: digestOf(proposal(version)),
    ackedSinceCheck: [version - 1, version],
    inFlight,
  });

  it('passes the acknowledged version read back as answered', () => {
    expect(judgeReadBack(acked(3), 200, proposal(3))).toEqual({ lost: [], landed: false });
  });

  it('counts as lost: a proposal not found, an older version, other answers', () => {
    expect(judgeReadBack(acked(3), 404, null).lost).toHaveLength(2);
    expect(judgeReadBack(acked(3), 200, proposal(2)).lost).toEqual(['version 3 acknowledged, 2 stored']);
    expect(judgeReadBack(acked(3), 200, proposal(1)).lost).toHaveLength(2);
    expect(judgeReadBack(acked(3), 200, proposal(3, 999)).lost).toEqual([
      'version 3 reads back different answers',
    ]);
  });

  it('takes a later version only from the write in flight at the kill', () => {
    expect(judgeReadBack(acked(3, { version: 4, tag: 777 }), 200, proposal(4, 777))).toEqual({
      lost: [],
      landed: true,
    });
    expect(judgeReadBack(acked(3, { version: 4, tag: 777 }), 200, proposal(4, 778)).lost).toHaveLength(2);
    expect(judgeReadBack(acked(3), 200, proposal(4)).lost).toHaveLength(2);
  });
});
