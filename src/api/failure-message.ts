/**
 * The one place a failed call becomes words on the page (SPEC.md 8). When the client has already
 * taken the customer to Expired or Exception there is nothing to say here; otherwise the server's own
 * message is shown (its field messages first), or a plain one from schemas/page-messages.json.
 */
import pageMessages from '#schemas/page-messages.json';
import type { FieldError } from '#domain/contract/errors.ts';
import { HttpError } from './client';

/** Field messages as one notice (each said once); null when there are none. */
export function fieldMessagesInWords(fields: readonly FieldError[]): string | null {
  return fields.length > 0 ? [...new Set(fields.map((f) => f.message))].join(' ') : null;
}

export function failureMessage(error: unknown): string | null {
  if (!(error instanceof HttpError)) return pageMessages.try_again;
  if (error.routed) return null;
  return (
    fieldMessagesInWords(error.fields) ??
    (error.code === 'http_error' ? pageMessages.try_again : error.message)
  );
}
