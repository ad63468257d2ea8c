import type Database from 'better-sqlite3';
import type { FunnelCounts, FunnelCountRow } from './types';

/**
 * The drop-off figures (docs/analytics.md): counts only, one row per day, kind, step, question and
 * rule. Nothing that names a customer, a proposal or a browser has a column here.
 */
export const funnelMigration = {
  version: 7,
  sql: `
    CREATE TABLE funnel_counts (
      day TEXT NOT NULL,
      kind TEXT NOT NULL,
      step TEXT NOT NULL,
      question TEXT NOT NULL DEFAULT '',
      rule TEXT NOT NULL DEFAULT '',
      count INTEGER NOT NULL,
      PRIMARY KEY (day, kind, step, question, rule)
    );
  `,
};

export function sqliteFunnelCounts(db: Database.Database): FunnelCounts {
  const upsert = db.prepare(`INSERT INTO funnel_counts (day, kind, step, question, rule, count)
    VALUES (@day, @kind, @step, @question, @rule, @count)
    ON CONFLICT (day, kind, step, question, rule) DO UPDATE SET count = count + excluded.count`);
  const addAll = db.transaction((rows: readonly FunnelCountRow[]) => {
    for (const row of rows) upsert.run(row);
  });
  const select = db.prepare(
    `SELECT day, kind, step, question, rule, count FROM funnel_counts
     WHERE day >= ? AND day <= ? ORDER BY day, kind, step, question, rule`,
  );
  return {
    async add(rows) {
      addAll(rows);
    },
    async read(from, to) {
      return select.all(from, to) as FunnelCountRow[];
    },
  };
}
