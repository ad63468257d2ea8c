/**
 * The one API client (SPEC.md 1, 7, 8): every call carries X-Requested-With, a 419 sends the
 * customer to Expired, other failures to Exception unless the call is exempt, and the loading flag
 * is cleared on every path.
 */

export interface FieldError {
  path: string;
  message: string;
}

/** A failed call, with the server's error body when it sent one. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldError[] = [],
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export interface ApiHooks {
  loadingStarted(): void;
  loadingEnded(): void;
  sessionExpired(): void;
  exception(uuid?: string): void;
}

export interface RequestOptions {
  body?: unknown;
  /** Failures go back to the caller only: no Exception screen (SPEC.md 8). */
  exempt?: boolean;
  /** Do not raise the full-screen loading overlay for this call. */
  quiet?: boolean;
  signal?: AbortSignal;
}

/** URL fragments whose failures are the caller's to handle (SPEC.md 8). */
export const EXEMPT_FRAGMENTS = [
  '/api/proposal/recall',
  '/json/proposal/direct-debit',
  '/api/vehicle',
  '/json/address-search',
  '/api/list',
  '/json/lists',
];

/** Statuses that carry an answer the screen shows itself (field messages, a stale write). */
const CALLER_STATUSES = new Set([409, 422]);

function isExempt(path: string, options: RequestOptions): boolean {
  return options.exempt === true || EXEMPT_FRAGMENTS.some((f) => path.includes(f));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toHttpError(status: number, body: unknown): HttpError {
  const error = (body as { error?: { code?: string; message?: string; fields?: FieldError[] } } | null)
    ?.error;
  return new HttpError(
    status,
    error?.code ?? 'http_error',
    error?.message ?? `Request failed (${status})`,
    error?.fields ?? [],
    body,
  );
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(hooks: ApiHooks, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    if (!options.quiet) hooks.loadingStarted();
    try {
      let response: Response;
      try {
        response = await fetchImpl(path, {
          method,
          credentials: 'same-origin',
          signal: options.signal,
          headers: {
            Accept: 'application/json',
            'X-Requested-With': 'XMLHttpRequest',
            ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          },
          body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
        });
      } catch (cause) {
        const error = new HttpError(
          0,
          'network',
          'We could not reach Van Quote. Check your connection and try again.',
        );
        if (!isExempt(path, options) && !(cause instanceof DOMException && cause.name === 'AbortError'))
          hooks.exception();
        throw error;
      }
      const body = await readBody(response);
      if (response.ok) return body as T;
      const error = toHttpError(response.status, body);
      if (response.status === 419) hooks.sessionExpired();
      else if (!isExempt(path, options) && !CALLER_STATUSES.has(response.status)) {
        const uuid = /\/api\/proposal\/([0-9a-f-]{36})/.exec(path)?.[1];
        hooks.exception(uuid);
      }
      throw error;
    } finally {
      if (!options.quiet) hooks.loadingEnded();
    }
  }

  return {
    request,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, body: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    patch: <T>(path: string, body: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
  };
}
