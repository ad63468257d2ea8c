/**
 * The error body every API failure answers with (DESIGN.md 3), shared by the server that sends it
 * and the client that reads it.
 */

/** One field message of a 422 answer: the dotted path of the field and the message the form shows. */
export interface FieldError {
  path: string;
  message: string;
}

/** The codes an error body carries; the HTTP status says the class, the code says which case. */
export type ErrorCode =
  | 'invalid'
  | 'malformed_json'
  | 'too_large'
  | 'unsupported_media_type'
  | 'bad_request'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'purchased'
  | 'not_quoted'
  | 'not_paid'
  | 'registration_missing'
  | 'expired'
  | 'session_expired'
  | 'rate_limited'
  | 'unavailable'
  | 'server_error';

/** `{ "error": { "code", "message", "fields" } }`, plus case-specific members (a recall's uuid). */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields: FieldError[];
    [extra: string]: unknown;
  };
}

/** Whether a parsed response body is an error body. */
export function isErrorBody(body: unknown): body is ErrorBody {
  const error = (body as { error?: unknown } | null)?.error;
  return (
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
  );
}
