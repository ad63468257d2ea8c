/**
 * npm run report:dropoff [-- --from YYYY-MM-DD] [--to YYYY-MM-DD] [--html FILE]
 * Prints the drop-off funnel from the database the server uses (DATABASE_FILE / DATABASE_URL) as
 * tables, and writes it as an HTML chart (reports/dropoff.html unless told). docs/analytics.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { todayIso } from '#domain/dates.ts';
import { loadConfig } from '#server/config.ts';
import { buildFunnelReport } from '#server/funnel/funnel-report.ts';
import { reportHtml } from '#server/funnel/report-html.ts';
import { reportTable } from '#server/funnel/report-table.ts';
import { openStore } from '#server/store/open-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const { values } = parseArgs({
  options: { from: { type: 'string' }, to: { type: 'string' }, html: { type: 'string' } },
});
const to = values.to ?? todayIso();
const from = values.from ?? new Date(Date.parse(to) - 29 * DAY_MS).toISOString().slice(0, 10);
const htmlFile = resolve(values.html ?? 'reports/dropoff.html');

const store = await openStore(loadConfig().database, { warn: () => undefined });
try {
  const report = buildFunnelReport(await store.funnel.read(from, to), from, to);
  process.stdout.write(reportTable(report));
  mkdirSync(dirname(htmlFile), { recursive: true });
  writeFileSync(htmlFile, reportHtml(report));
  process.stdout.write(`\nChart: ${htmlFile}\n`);
} finally {
  await store.close();
}
