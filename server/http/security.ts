import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/**
 * A Content-Security-Policy without 'unsafe-eval' or 'unsafe-inline' (DESIGN.md 3); a page that holds
 * its stylesheets (the app's pages, docs/decisions/048) allows exactly those, by their hashes.
 */
export function contentSecurityPolicy(styleHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The API's own paths (the JSON calls of SPEC.md 7). */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/json/');
}

/** Paths whose answers carry a customer's personal data: never kept by a browser or proxy cache. */
function carriesPersonalData(url: string): boolean {
  return url.startsWith('/api/proposal') || url.startsWith('/json/proposal') || url.startsWith('/applied/');
}

/**
 * Whether a request says it comes from another site: `Sec-Fetch-Site: cross-site`, or an `Origin`
 * that is not this host (a sandboxed frame's `null` counts as another site).
 */
export function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    // Both through URL, so a default port (":80", ":443") counts as no port.
    return new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return true;
  }
}

/**
 * The headers every answer carries besides its Content-Security-Policy (which a page may tailor to
 * its own stylesheets). The bench serves the stock stack's pages with them too (decision 072).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

const forbidden = (message: string) => new ApiError(403, 'forbidden', message);

/**
 * The path of the route a request reached, as the route table writes it: the address as sent may
 * spell it otherwise (`/%61pi/proposal` reaches `/api/proposal`). The address as sent where no route
 * matched.
 */
const routedPath = (request: FastifyRequest): string => request.routeOptions.url ?? request.url;

/**
 * The CSRF guard on the API's state-changing calls (a script-made request, SPEC.md 1, from this
 * site), and the security headers on every response. Reads such as the health probe answer any
 * client: load balancers send no custom headers (DESIGN.md 3).
 */
export function registerSecurity(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(routedPath(request)) || SAFE_METHODS.has(request.method)) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest')
      throw forbidden('This address only answers requests made by the Van Quote application.');
    if (isCrossSite(request)) throw forbidden('This request came from another site and was refused.');
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // A page may have set its own (its stylesheets' hashes).
    if (!reply.hasHeader('Content-Security-Policy'))
      reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.headers(SECURITY_HEADERS);
    if (carriesPersonalData(routedPath(request))) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
