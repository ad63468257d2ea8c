/**
 * The store contract, rate limits: fixed windows counted in the database, so the servers sharing it
 * count one allowance between them (adding a server never multiplies it).
 */
import { describe, expect, it } from 'vitest';
import { serversPerTest } from './contract-support.ts';

const servers = serversPerTest();
const MINUTE = 60_000;
const now = new Date('2026-06-10T09:00:30.000Z');

describe('rate-limit counters', () => {
  it('count hits per key in fixed windows, and say when the window ends', async () => {
    const { store } = await servers();
    expect(await store.rateLimits.hit('recall:1.2.3.4', MINUTE, now)).toEqual({
      hits: 1,
      resetsAt: new Date('2026-06-10T09:01:00.000Z'),
    });
    expect((await store.rateLimits.hit('recall:1.2.3.4', MINUTE, now)).hits).toBe(2);
    expect((await store.rateLimits.hit('recall:5.6.7.8', MINUTE, now)).hits).toBe(1);
    const nextWindow = new Date('2026-06-10T09:01:00.000Z');
    expect((await store.rateLimits.hit('recall:1.2.3.4', MINUTE, nextWindow)).hits).toBe(1);
  });

  it('count every hit once when two servers count at once', async () => {
    const { store, another } = await servers();
    const second = await another();
    const hits = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? second : store).rateLimits.hit('lookup:9.9.9.9', MINUTE, now),
      ),
    );
    expect(hits.map((h) => h.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect((await second.rateLimits.hit('lookup:9.9.9.9', MINUTE, now)).hits).toBe(21);
  });
});
