import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

/** A Content-Security-Policy without 'unsafe-eval' or 'unsafe-inline' (DESIGN.md 3). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

/** Paths whose requests must be script-made (X-Requested-With), as SPEC.md 1 says every call is. */
export function needsXhrHeader(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/json/');
}

/** Security headers on every response, and the CSRF guard on API calls. */
export function registerSecurity(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (needsXhrHeader(request.url) && request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      throw new ApiError(
        403,
        'forbidden',
        'This address only answers requests made by the Van Quote application.',
      );
    }
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    return payload;
  });
}
