import type { FastifyInstance } from 'fastify';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { buildApp } from '#server/app.ts';
import { openSqliteStore } from '#server/store/sqlite-store.ts';
import type { Store } from '#server/store/types.ts';

const API = /^\/(api|json|applied)\//;

/**
 * The real API, in process, behind the browser's fetch: msw hands every /api, /json and /applied call
 * of a screen to the Fastify app (over an in-memory SQLite store) with this "browser's" cookie, so
 * component tests exercise the real contract rather than a copy of it. Per-test failures are added
 * with `server.use(...)`.
 */
export interface ApiBridge {
  app: FastifyInstance;
  store: Store;
  server: ReturnType<typeof setupServer>;
  /** Calls the API as this browser (its cookie), for setting a scene up. */
  call(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }>;
  close(): Promise<void>;
}

export async function startApiBridge(options: { today?: () => string } = {}): Promise<ApiBridge> {
  const store = openSqliteStore(':memory:');
  const app = await buildApp({ store, logLevel: 'silent', clientDir: null, today: options.today });
  let cookie = '';
  const send = async (method: string, url: string, headers: Record<string, string>, body?: string) => {
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, cookie },
      payload: body,
    });
    const set = res.headers['set-cookie'];
    if (set) cookie = String(Array.isArray(set) ? set[0] : set).split(';')[0];
    return res;
  };
  const handler: HttpHandler = http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (!API.test(url.pathname)) return undefined;
    const body = request.method === 'GET' ? undefined : await request.text();
    const res = await send(
      request.method,
      url.pathname + url.search,
      Object.fromEntries(request.headers),
      body,
    );
    return new HttpResponse(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  });
  const server = setupServer(handler);
  server.listen({ onUnhandledRequest: 'error' });
  return {
    app,
    store,
    server,
    async call(method, url, body) {
      const res = await send(
        method,
        url,
        {
          'x-requested-with': 'XMLHttpRequest',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body === undefined ? undefined : JSON.stringify(body),
      );
      return { status: res.statusCode, json: res.body ? JSON.parse(res.body) : null };
    },
    async close() {
      server.close();
      await app.close();
    },
  };
}
