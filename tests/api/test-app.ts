import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '#server/app.ts';
import { LOOKUP_LIMITS } from '#server/http/rate-limit.ts';
import type { Store } from '#server/store/types.ts';
import { freshStore } from '#tests/support/store-under-test.ts';
import type { TestDatabase } from '#tests/support/test-database.ts';

export const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** Lookup limits high enough for a test file's many lookups (the limits have tests of their own). */
export const MANY_LOOKUPS = Object.fromEntries(
  Object.entries(LOOKUP_LIMITS).map(([k, limit]) => [k, { ...limit, max: 10_000 }]),
) as typeof LOOKUP_LIMITS;

export interface TestApp {
  app: FastifyInstance;
  store: Store;
  /** Sends a request as the application does (X-Requested-With set), JSON body if given. */
  call(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/**
 * The API over a fresh store of the project's kind (SQLite in memory, or a new PostgreSQL schema),
 * or over a new store on `database` (a restart, or a second server on the same database).
 */
export async function testApp(
  options: Partial<AppOptions> = { lookupLimits: MANY_LOOKUPS },
  database?: TestDatabase,
): Promise<TestApp> {
  const store = database ? await database.open() : await freshStore();
  const app = await buildApp({ store, logLevel: 'silent', clientDir: null, ...options });
  const call: TestApp['call'] = (method, url, body, headers = {}) =>
    app.inject({
      method,
      url,
      headers: { ...XHR, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { app, store, call };
}

/** The proposal-token cookie a response set, as a Cookie header value. */
export function cookieFrom(response: { headers: Record<string, unknown> }): string {
  const setCookie = String(response.headers['set-cookie'] ?? '');
  return setCookie.split(';')[0];
}
