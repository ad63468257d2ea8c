import { isIP } from 'node:net';

/** Fastify's `trustProxy`: off, every hop, or the proxies' addresses and ranges. */
export type TrustProxy = boolean | string[];

/** The ranges proxy-addr (Fastify's) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (README "Running at scale"): which proxies may say, in X-Forwarded-For and
 * X-Forwarded-Proto, who the client is and whether it came over HTTPS. Unset or `false`: none, so a
 * rate limit counts against the connection's address and no client can choose another. A list of
 * addresses, CIDR ranges or `loopback`/`linklocal`/`uniquelocal`: those proxies. `true`: every hop
 * (only when nothing but the proxy can reach the server). A hop count is refused: it cannot tell a
 * proxy from a client that sends the headers itself (Fastify 5 ignores one for that reason).
 */
export function trustProxyFrom(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  const entries = text.split(',').map((e) => e.trim());
  const wrong = entries.filter((e) => !isAddressOrRange(e));
  if (wrong.length > 0)
    throw new Error(
      `TRUST_PROXY must be false, true, or proxy addresses and CIDR ranges separated by commas ` +
        `(not a hop count); "${wrong.join('", "')}" is none of these`,
    );
  return entries;
}
