import type pg from 'pg';
import { inTransaction } from './postgres-pool';
import type { FunnelCountRow, FunnelCounts } from './types';

/** The drop-off counters on PostgreSQL (migration 7, as sqlite-funnel.ts): counts only. */
export const postgresFunnelMigration = {
  version: 7,
  sql: `
    CREATE TABLE funnel_counts (
      day text NOT NULL,
      kind text NOT NULL,
      step text NOT NULL,
      question text NOT NULL DEFAULT '',
      rule text NOT NULL DEFAULT '',
      count integer NOT NULL,
      PRIMARY KEY (day, kind, step, question, rule)
    );
  `,
};

export function postgresFunnelCounts(pool: pg.Pool): FunnelCounts {
  return {
    async add(rows) {
      // In key order, so two servers adding to the same counters never wait for each other in a circle.
      const sorted = [...rows].sort((a, b) =>
        JSON.stringify([a.day, a.kind, a.step, a.question, a.rule]).localeCompare(
          JSON.stringify([b.day, b.kind, b.step, b.question, b.rule]),
        ),
      );
      await inTransaction(pool, async (client) => {
        for (const r of sorted)
          await client.query(
            `INSERT INTO funnel_counts (day, kind, step, question, rule, count) VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (day, kind, step, question, rule) DO UPDATE SET count = funnel_counts.count + excluded.count`,
            [r.day, r.kind, r.step, r.question, r.rule, r.count],
          );
      });
    },
    async read(from, to) {
      const { rows } = await pool.query<FunnelCountRow>(
        `SELECT day, kind, step, question, rule, count FROM funnel_counts
         WHERE day >= $1 AND day <= $2
         ORDER BY day, kind COLLATE "C", step COLLATE "C", question COLLATE "C", rule COLLATE "C"`,
        [from, to],
      );
      return rows;
    },
  };
}
