/**
 * The one place a failed call becomes words on the page (SPEC.md 8). When the client has already
 * taken the customer to Expired or Exception there is nothing to say here; otherwise the server's own
 * message is shown (its field messages first), or a plain one from schemas/page-messages.json.
 */
import pageMessages from '#schemas/page-messages.json';
import { HttpError } from './client';

export function failureMessage(error: unknown): string | null {
  if (!(error instanceof HttpError)) return pageMessages.try_again;
  if (error.routed) return null;
  const fields = [...new Set(error.fields.map((f) => f.message))];
  if (fields.length > 0) return fields.join(' ');
  return error.code === 'http_error' ? pageMessages.try_again : error.message;
}
