/**
 * npm run test:crash: 20 rounds of SIGKILL under concurrent writes against the real server (issue 10
 * item 8), on each store: a SQLite file on disk, then a fresh schema on a throwaway PostgreSQL
 * cluster. Every acknowledged write must read back exactly after each restart, and the server must
 * restart cleanly every time.
 *
 *   CRASH_SEED=1234       repeat a run's kill moments and choices (the seed is printed either way)
 *   CRASH_ROUNDS=50       more rounds (default 20)
 *   CRASH_WRITERS=8       concurrent writers (default 6)
 *   TEST_STORES=sqlite    one store only (default sqlite,postgres)
 */
import { tmpdir } from 'node:os';
import { formatCrashReport, runCrash } from '#tests/fuzz/crash-harness.ts';
import { seedFrom } from '#tests/fuzz/prng.ts';
import { onEachStore } from '#tests/support/each-store.ts';

const seed = seedFrom('CRASH_SEED');
const rounds = Number(process.env.CRASH_ROUNDS ?? 20);
const writers = Number(process.env.CRASH_WRITERS ?? 6);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('CRASH_ROUNDS must be a positive whole number');
if (!Number.isInteger(writers) || writers < 1)
  throw new Error('CRASH_WRITERS must be a positive whole number');

const passed = await onEachStore(async (database) => {
  console.log(
    `crash on ${database.kind}: seed ${seed} (CRASH_SEED=${seed} repeats the kill moments), ` +
      `${rounds} rounds, ${writers} writers`,
  );
  const report = await runCrash({ seed, rounds, writers, database, log: (line) => console.log(line) });
  console.log(formatCrashReport(report));
  const ok =
    report.rounds === rounds &&
    report.lost.length === 0 &&
    report.serverProblems.length === 0 &&
    report.integrity === 'ok' &&
    report.acknowledged > 0;
  if (!ok) console.log(`crash on ${database.kind}: FAILED`);
  return ok;
}, tmpdir());
process.exit(passed ? 0 : 1);
