import type { Queryable } from './postgres-pool';
import type { RateLimitCounter } from './types';

/**
 * Fixed-window counters on PostgreSQL (migration 5): one upsert per hit, atomic however many servers
 * count at once, so adding servers never multiplies an allowance.
 */
export function postgresRateLimits(db: Queryable): RateLimitCounter {
  let lastPrune = 0;
  return {
    async hit(key, windowMs, now) {
      const nowMs = now.getTime();
      const windowStart = Math.floor(nowMs / windowMs) * windowMs;
      const { rows } = await db.query<{ hits: number }>(
        `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1 RETURNING hits`,
        [key, windowStart],
      );
      if (nowMs - lastPrune > 60_000) {
        lastPrune = nowMs;
        await db.query('DELETE FROM rate_limits WHERE window_start < $1', [nowMs - 24 * 60 * 60 * 1000]);
      }
      return { hits: rows[0].hits, resetsAt: new Date(windowStart + windowMs) };
    },
  };
}
