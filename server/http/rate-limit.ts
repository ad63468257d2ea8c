import type { FastifyRequest } from 'fastify';
import type { RateLimitCounter } from '#server/store/types.ts';
import { ApiError } from './errors';

/** A limit: at most `max` hits per window. */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Counts a hit for each key and answers 429 (with Retry-After) once any is over its limit. The
 * counters live in the store, so every server sharing it counts the same hits.
 */
export async function enforceLimits(
  counter: RateLimitCounter,
  hits: { limit: Limit; key: string }[],
  now: Date,
  reply: { header(name: string, value: string): unknown },
): Promise<void> {
  for (const { limit, key } of hits) {
    const { hits: count, resetsAt } = await counter.hit(`${limit.name}:${key}`, limit.windowMs, now);
    if (count > limit.max) {
      const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
      reply.header('Retry-After', String(seconds));
      throw new ApiError(
        429,
        'rate_limited',
        `Too many attempts. Please wait ${Math.ceil(seconds / 60)} minutes and try again.`,
      );
    }
  }
}

/** The client a limit counts against: the connection's address (or the proxy's, when trusted). */
export const clientKey = (request: FastifyRequest): string => request.ip;

/** A guard that counts each request against a limit for its client. */
export type ClientLimiter = (
  request: FastifyRequest,
  reply: { header(name: string, value: string): unknown },
  limit: Limit,
) => Promise<void>;

export function clientLimiter(counter: RateLimitCounter, now: () => Date): ClientLimiter {
  return (request, reply, limit) =>
    enforceLimits(counter, [{ limit, key: clientKey(request) }], now(), reply);
}

const TEN_MINUTES = 10 * 60 * 1000;
/**
 * The lookups' limits per client (issue 10): generous for a customer (a registration tried a few
 * times, the manual search's six choices several times over), tight for a scraper.
 */
export const LOOKUP_LIMITS = {
  registration: { name: 'lookup-registration', max: 30, windowMs: TEN_MINUTES },
  manual: { name: 'lookup-manual', max: 150, windowMs: TEN_MINUTES },
  address: { name: 'lookup-address', max: 30, windowMs: TEN_MINUTES },
} satisfies Record<string, Limit>;
