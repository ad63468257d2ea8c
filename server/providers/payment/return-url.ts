/** The one place a finished payment may send the customer: the PaymentRedirect screen (SPEC.md 2.12). */
export const PAYMENT_REDIRECT_PATH = '/quote/payment-redirect';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The exact relative return path for a proposal: `/quote/payment-redirect?uuid=<uuid>`. */
export function returnPathFor(uuid: string): string {
  return `${PAYMENT_REDIRECT_PATH}?uuid=${uuid}`;
}

/** The scheme, host and port of an origin such as `https://vanquote.example`; null if not one. */
function originOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The return path `url` stands for, or null when it is anything but exactly
 * `/quote/payment-redirect?uuid=<uuid>` for this (lower-case) uuid, either relative or prefixed by
 * our own `origin` (e.g. `https://vanquote.example`). Exact string comparison, so other paths, other
 * hosts, `//evil`, backslashes, `javascript:`, encodings, fragments and extra query parameters all fail.
 */
export function sameOriginReturnPath(url: unknown, uuid: string, origin?: string): string | null {
  if (typeof url !== 'string' || !UUID.test(uuid)) return null;
  const path = returnPathFor(uuid);
  if (url === path) return path;
  const own = origin === undefined ? null : originOf(origin);
  if (own === null || url.length !== own.length + path.length) return null;
  return url.slice(0, own.length).toLowerCase() === own && url.slice(own.length) === path ? path : null;
}

/**
 * True when `url` is a return URL the payment endpoint may accept for this proposal: relative, or on
 * `origin` when given (absolute URLs are refused without it). Otherwise the endpoint answers 422.
 */
export function isSameOriginReturnUrl(url: string, uuid: string, origin?: string): boolean {
  return sameOriginReturnPath(url, uuid, origin) !== null;
}
