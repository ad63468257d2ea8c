/**
 * A stand-in for the server in stories: a `fetch` that answers the calls of the wire contract
 * (src/domain/contract/calls.ts) from a map of call name -> handler. URLs are matched against the
 * contract's own patterns, so a story never retypes a path. A call with no handler answers 501 with
 * an error body and a console error that names it, so a story missing a handler is easy to spot.
 */
import { calls, type CallName } from '#domain/contract/calls.ts';
import type { ErrorBody, ErrorCode, FieldError } from '#domain/contract/errors.ts';

/** What a handler is told about the request. */
export interface FakeRequest {
  call: CallName;
  method: string;
  /** The path parameters the contract's pattern names (`uuid`, `name` ...), decoded. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body, or null. */
  body: unknown;
}

/** An answer: JSON with a status, optionally after a delay; or `pending` (it never answers). */
export type Reply = { status?: number; body?: unknown; delayMs?: number } | typeof PENDING;

export type Handler = Reply | ((request: FakeRequest) => Reply | Promise<Reply>);
export type Handlers = Partial<Record<CallName, Handler>>;

/** The reply that never comes: a call left loading for as long as the story is open. */
export const PENDING = 'pending' as const;

/** A JSON answer (200 unless told). */
export const json = (body: unknown, status = 200, delayMs?: number): Reply => ({ status, body, delayMs });

/** An error answer in the contract's shape `{ error: { code, message, fields, ...extra } }`. */
export function errorReply(
  status: number,
  code: ErrorCode,
  message: string,
  fields: FieldError[] = [],
  extra: Record<string, unknown> = {},
): Reply {
  const body: ErrorBody = { error: { code, message, fields, ...extra } };
  return { status, body };
}

/** The same answer later: for a loading state that then resolves. */
export const delayed = (reply: Reply, delayMs: number): Reply =>
  reply === PENDING ? reply : { ...reply, delayMs };

interface Route {
  call: CallName;
  method: string;
  pattern: RegExp;
  names: string[];
}

/** Literal paths before patterns with parameters: /api/proposal/recall is not a uuid. */
const ROUTES: Route[] = (Object.keys(calls) as CallName[])
  .map((call) => {
    const { method, path } = calls[call];
    const names = [...path.matchAll(/:([a-z_]+)/gi)].map((m) => m[1]);
    const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([a-z_]+)/gi, '([^/]+)');
    return { call, method, pattern: new RegExp(`^${source}$`), names };
  })
  .sort((a, b) => a.names.length - b.names.length);

function routeOf(
  method: string,
  pathname: string,
): { call: CallName; params: Record<string, string> } | null {
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    const params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(match[i + 1])]));
    return { call: route.call, params };
  }
  return null;
}

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string' || body === '') return null;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('The story aborted the call.', 'AbortError'));
    if (signal?.aborted) return abort();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      abort();
    });
  });
}

/** A fake fetch, and the requests it has seen (for play functions that check what was sent). */
export type FakeFetch = typeof fetch & { requests: FakeRequest[] };

/**
 * A `fetch` answering contract calls from `handlers`. `delayMs` delays every answer (a handler's own
 * `delayMs` wins), so the loading overlay and loading texts show for a moment.
 */
export function fakeFetch(handlers: Handlers, { delayMs = 0 }: { delayMs?: number } = {}): FakeFetch {
  const requests: FakeRequest[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const method = (init.method ?? 'GET').toUpperCase();
    const found = routeOf(method, url.pathname);
    const handler = found ? handlers[found.call] : undefined;
    if (!found || handler === undefined) {
      const what = `${method} ${url.pathname}${found ? ` (${found.call})` : ''}`;
      console.error(`No story handler for ${what}`);
      const reply = errorReply(501, 'server_error', `No story handler for ${what}`);
      return new Response(JSON.stringify(reply === PENDING ? null : reply.body), { status: 501 });
    }
    const request: FakeRequest = {
      call: found.call,
      method,
      params: found.params,
      query: url.searchParams,
      body: parseBody(init.body),
    };
    requests.push(request);
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    if (reply === PENDING) return new Promise<Response>(() => undefined);
    const pause = reply.delayMs ?? delayMs;
    if (pause > 0) await wait(pause, init.signal);
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return Object.assign(fake, { requests }) as FakeFetch;
}
