import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, newProposalToken } from '#server/proposals/ids.ts';

/**
 * The proposal token (DESIGN.md 3): a 128-bit random value in an HttpOnly, SameSite=Strict cookie.
 * A proposal's data is served only to a browser whose token was granted access to it. Cookies are
 * parsed and written by @fastify/cookie (registered in app.ts).
 */
export const TOKEN_COOKIE = 'vq_pt';
const MAX_AGE_SECONDS = 60 * 60 * 24 * 90;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

/** The request's proposal token, when it has one of the right shape. */
function tokenOf(request: FastifyRequest): string | null {
  const value = request.cookies[TOKEN_COOKIE];
  return value !== undefined && TOKEN_SHAPE.test(value) ? value : null;
}

/** How proposal tokens are issued: Secure always (behind HTTPS), and which tokens the store issued. */
export interface TokenPolicy {
  secure: boolean;
  knows(tokenHash: string): Promise<boolean>;
}

/** The hash of the request's token, or null when the browser has none. */
export function tokenHashOf(request: FastifyRequest): string | null {
  const token = tokenOf(request);
  return token ? hashToken(token) : null;
}

/**
 * The request's token hash, issuing a new random token when the browser has none or one the store
 * never issued (a token a client chose is never adopted). The cookie is Secure when configured or
 * when the request came over HTTPS (directly, or through a proxy TRUST_PROXY names).
 */
export async function ensureToken(
  request: FastifyRequest,
  reply: FastifyReply,
  { secure, knows }: TokenPolicy,
): Promise<string> {
  const existing = tokenOf(request);
  const token = existing && (await knows(hashToken(existing))) ? existing : newProposalToken();
  // Refresh the cookie's lifetime on every write.
  reply.setCookie(TOKEN_COOKIE, token, {
    path: '/',
    maxAge: MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: 'strict',
    secure: secure || 'auto',
  });
  return hashToken(token);
}
