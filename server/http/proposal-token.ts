import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, newProposalToken } from '#server/proposals/ids.ts';

/**
 * The proposal token (DESIGN.md 3): a 128-bit random value in an HttpOnly, SameSite=Strict cookie.
 * A proposal's data is served only to a browser whose token was granted access to it.
 */
export const TOKEN_COOKIE = 'vq_pt';
const MAX_AGE_SECONDS = 60 * 60 * 24 * 90;

export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** How proposal tokens are issued: Secure always (behind HTTPS), and which tokens the store issued. */
export interface TokenPolicy {
  secure: boolean;
  knows(tokenHash: string): Promise<boolean>;
}

/** The hash of the request's token, or null when the browser has none. */
export function tokenHashOf(request: FastifyRequest): string | null {
  const token = readCookie(request, TOKEN_COOKIE);
  return token ? hashToken(token) : null;
}

/**
 * The request's token hash, issuing a new random token when the browser has none or one the store
 * never issued (a token a client chose is never adopted). The cookie is Secure when configured or
 * when the request came over HTTPS (directly, or through a trusted proxy).
 */
export async function ensureToken(
  request: FastifyRequest,
  reply: FastifyReply,
  { secure, knows }: TokenPolicy,
): Promise<string> {
  const existing = readCookie(request, TOKEN_COOKIE);
  const token = existing && (await knows(hashToken(existing))) ? existing : newProposalToken();
  const secureFlag = secure || request.protocol === 'https' ? '; Secure' : '';
  // Refresh the cookie's lifetime on every write.
  reply.header(
    'Set-Cookie',
    `${TOKEN_COOKIE}=${token}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secureFlag}`,
  );
  return hashToken(token);
}
