/**
 * The short fuzz run inside `npm test` (issue 10 item 7; DESIGN.md 5 "Malformed input"): 1,000 seeded
 * payloads over every call and the card sandbox's pages, on the project's store (SQLite in the `node`
 * project, PostgreSQL in the `postgres` one). `npm run test:fuzz` runs 10,000 on each.
 * FUZZ_SEED repeats a run; the seed is printed either way, and each failure prints its request,
 * its answer and the command that replays it alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeFailure,
  formatReport,
  runFuzz,
  type FailureKind,
  type FuzzReport,
} from '#tests/fuzz/fuzz-harness.ts';
import { seedFrom } from '#tests/fuzz/prng.ts';
import { freshDatabase, storeKind } from '#tests/support/store-under-test.ts';

const seed = seedFrom('FUZZ_SEED');
const count = Number(process.env.FUZZ_SHORT_COUNT ?? 1000);
let report: FuzzReport;

const failuresOf = (...kinds: FailureKind[]) => report.failures.filter((f) => kinds.includes(f.kind));
const listed = (kinds: FailureKind[], max = 25) => {
  const list = failuresOf(...kinds);
  return [
    `fuzz seed ${seed} (FUZZ_SEED=${seed} repeats it): ${list.length} failure(s)`,
    ...list.slice(0, max).map((f) => describeFailure(seed, f)),
    ...(list.length > max
      ? [`... and ${list.length - max} more (npm run test:fuzz prints the full list)`]
      : []),
  ].join('\n');
};

describe(`fuzz: ${count} bad payloads on ${storeKind} (seed ${seed})`, () => {
  beforeAll(async () => {
    console.log(`fuzz: seed ${seed} (FUZZ_SEED=${seed} repeats this run)`);
    report = await runFuzz({ seed, count, database: await freshDatabase() });
  }, 120_000);

  afterAll(() => {
    if (report) console.log(formatReport(report, 20));
  });

  it('sends every payload and reaches every call', () => {
    expect(report.payloads + report.notSent).toBe(count);
    expect(Object.keys(report.endpoints).length).toBeGreaterThanOrEqual(24);
  });

  it('answers no payload with a 5xx', () => {
    expect(failuresOf('5xx'), listed(['5xx'])).toHaveLength(0);
  });

  it('accepts no invalid payload and writes no row from bad input', () => {
    const kinds: FailureKind[] = ['accepted', 'wrote', 'not-dropped', 'stored-unknown-key'];
    expect(failuresOf(...kinds), listed(kinds)).toHaveLength(0);
    expect(report.rowsWritten).toBe(0);
  });

  it('changes no stored proposal', () => {
    expect(report.proposalsChanged).toBe(0);
    expect(report.database.hashAfter).toBe(report.database.hashBefore);
    expect(report.database.proposalsAfter).toBe(report.database.proposalsBefore);
  });

  it('pollutes no prototype', () => {
    expect(failuresOf('prototype-polluted'), listed(['prototype-polluted'])).toHaveLength(0);
  });

  it('still answers a valid create, and its read, afterwards', () => {
    expect(report.afterwards).toEqual({ create: 201, read: 200 });
  });
});
