import { calls } from '#domain/contract/calls.ts';
import type { FastifyInstance } from 'fastify';
import { isValidPostcode } from '#domain/patterns.ts';
import { invalid } from '#server/http/errors.ts';
import { LOOKUP_LIMITS, type ClientLimiter } from '#server/http/rate-limit.ts';
import type { AddressProvider } from '#server/providers/address/address-provider.ts';

const LONG_CACHE = 'public, max-age=3600';
const POSTCODE_MESSAGE = 'This field must be a valid UK postcode.';

/** GET /json/address-search/{postcode} (SPEC.md 7): the addresses at a postcode, possibly none. */
export function addressRoutes(
  app: FastifyInstance,
  provider: AddressProvider,
  limit: ClientLimiter,
  limits = LOOKUP_LIMITS,
): void {
  app.get<{ Params: { postcode: string } }>(calls.searchAddress.path, async (request, reply) => {
    await limit(request, reply, limits.address);
    const postcode = request.params.postcode.trim();
    if (!isValidPostcode(postcode.replace(/\s+/g, ''))) {
      throw invalid([{ path: 'postcode', message: POSTCODE_MESSAGE }], POSTCODE_MESSAGE);
    }
    const addresses = await provider.search(postcode);
    reply.header('Cache-Control', LONG_CACHE);
    return addresses;
  });
}
