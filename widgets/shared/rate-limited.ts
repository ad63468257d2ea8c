import fallback from '#schemas/messages.json';

/** Whether a failed lookup was refused for too many searches (429): the widget then says so. */
export function isRateLimited(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 429;
}

/** What a widget says when its lookups are refused for a while (schemas/messages.json). */
export const RATE_LIMITED_MESSAGE = fallback.rate_limited;
