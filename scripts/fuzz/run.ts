/**
 * npm run test:fuzz: the full fuzz run (issue 10 item 7; DESIGN.md 5): at least 10,000 seeded payloads
 * over every call and the card sandbox's pages, in process, on each store: a temporary SQLite file,
 * then a fresh schema on a throwaway PostgreSQL cluster.
 *
 *   FUZZ_SEED=1234        repeat a run (the seed is printed at the start either way)
 *   FUZZ_COUNT=20000      more payloads (default 10000)
 *   FUZZ_ONLY=17,4242     replay those payloads of the seed alone, printed in full
 *   TEST_STORES=postgres  one store only (default sqlite,postgres)
 *
 * Exits 1 on any 5xx, any bad input accepted or written, or if the server stops answering.
 */
import { formatReport, runFuzz } from '#tests/fuzz/fuzz-harness.ts';
import { seedFrom } from '#tests/fuzz/prng.ts';
import { onEachStore } from '#tests/support/each-store.ts';

const seed = seedFrom('FUZZ_SEED');
const count = Number(process.env.FUZZ_COUNT ?? 10_000);
const only = process.env.FUZZ_ONLY?.split(',')
  .map((s) => s.trim())
  .filter(Boolean)
  .map(Number);
if (!Number.isInteger(count) || count < 1) throw new Error('FUZZ_COUNT must be a positive whole number');

const passed = await onEachStore(async (database) => {
  console.log(
    `fuzz on ${database.kind}: seed ${seed} (FUZZ_SEED=${seed} repeats this run), ` +
      (only ? `replaying payloads ${only.join(', ')}` : `${count} payloads`),
  );
  const report = await runFuzz({
    seed,
    count,
    only,
    database,
    log: (line) => console.log(line),
    logLevel: only ? 'error' : 'silent',
  });
  console.log(formatReport(report, only ? 1000 : 60, only !== undefined));
  const healthy = report.afterwards.create === 201 && report.afterwards.read === 200;
  if (!healthy)
    console.log(`the server did not answer a valid create afterwards (${report.afterwards.create})`);
  return report.failures.length === 0 && healthy;
});
process.exit(passed ? 0 : 1);
