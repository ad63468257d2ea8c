import type Database from 'better-sqlite3';
import type { RateLimitCounter } from './types';

/**
 * Fixed-window counters in the database (DESIGN.md 3: counted in the store, so every server sharing
 * it counts the same hits). One row per key and window.
 */
export const rateLimitsMigration = {
  version: 5,
  sql: `
    CREATE TABLE rate_limits (
      key TEXT NOT NULL,
      window_start INTEGER NOT NULL,
      hits INTEGER NOT NULL,
      PRIMARY KEY (key, window_start)
    );
  `,
};

export function sqliteRateLimits(db: Database.Database): RateLimitCounter {
  const upsert = db.prepare(`INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits`);
  const prune = db.prepare('DELETE FROM rate_limits WHERE window_start < ?');
  let lastPrune = 0;
  return {
    async hit(key, windowMs, now) {
      const nowMs = now.getTime();
      const windowStart = Math.floor(nowMs / windowMs) * windowMs;
      const { hits } = upsert.get(key, windowStart) as { hits: number };
      if (nowMs - lastPrune > 60_000) {
        lastPrune = nowMs;
        prune.run(nowMs - 24 * 60 * 60 * 1000);
      }
      return { hits, resetsAt: new Date(windowStart + windowMs) };
    },
  };
}
