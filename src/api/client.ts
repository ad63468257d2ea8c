/**
 * The one API client (SPEC.md 1, 7, 8): every call carries X-Requested-With, a 419 sends the
 * customer to Expired, other failures to Exception unless the call is exempt, and the loading flag
 * is cleared on every path.
 */

import { calls, type CallName } from '#domain/contract/calls.ts';
import { isErrorBody, type FieldError } from '#domain/contract/errors.ts';
import pageMessages from '#schemas/page-messages.json';

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

  /** The client has already shown the customer a page for this failure (Expired or Exception). */
  routed = false;
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

/** Calls whose failures are the caller's to handle (SPEC.md 8: recall, direct debit, lookups, lists). */
const EXEMPT_CALLS: CallName[] = [
  'recallProposal',
  'saveDirectDebit',
  'lookupRegistration',
  'searchVehicles',
  'searchAddress',
  'allLists',
  'insurerList',
  'initialLists',
  'namedList',
];

/** The URL fragments of the exempt calls: each call's path up to its first parameter. */
export const EXEMPT_FRAGMENTS = EXEMPT_CALLS.map((name) => calls[name].path.split('/:')[0]);

/**
 * Statuses that carry an answer the screen shows itself: field messages (422), a stale or closed
 * write (409), too many calls (429) and a provider that is down for a while (503).
 */
const CALLER_STATUSES = new Set([409, 422, 429, 503]);

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
  if (!isErrorBody(body)) return new HttpError(status, 'http_error', `Request failed (${status})`, [], body);
  const { code, message, fields } = body.error;
  return new HttpError(status, code, message, fields ?? [], body);
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
        const error = new HttpError(0, 'network', pageMessages.network);
        if (!isExempt(path, options) && !(cause instanceof DOMException && cause.name === 'AbortError')) {
          hooks.exception();
          error.routed = true;
        }
        throw error;
      }
      const body = await readBody(response);
      if (response.ok) return body as T;
      const error = toHttpError(response.status, body);
      if (response.status === 419) {
        hooks.sessionExpired();
        error.routed = true;
      } else if (!isExempt(path, options) && !CALLER_STATUSES.has(response.status)) {
        const uuid = /\/api\/proposal\/([0-9a-f-]{36})/.exec(path)?.[1];
        hooks.exception(uuid);
        error.routed = true;
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
