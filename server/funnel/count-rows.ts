import { createHmac } from 'node:crypto';
import type { FunnelEvent } from '#domain/funnel/funnel-events.ts';
import type { FunnelCountRow } from '#server/store/types.ts';

/** A report's events as counters of the day: how many of each (kind, step, question, rule). */
export function countRows(day: string, events: readonly FunnelEvent[]): FunnelCountRow[] {
  const rows = new Map<string, FunnelCountRow>();
  for (const { kind, step, question = '', rule = '' } of events) {
    const key = JSON.stringify([kind, step, question, rule]);
    const row = rows.get(key);
    if (row) row.count += 1;
    else rows.set(key, { day, kind, step, question, rule, count: 1 });
  }
  return [...rows.values()];
}

/**
 * The rate-limit bucket a report counts against: 20 bits of a keyed hash of the address and the
 * day. Every server computes the same bucket (so the limit holds across servers), and a bucket stands
 * for thousands of addresses: no address can be read back from what the store keeps.
 */
export function anonymousBucket(ip: string, day: string): string {
  return createHmac('sha256', `van-quote-funnel:${day}`).update(ip).digest('hex').slice(0, 5);
}
