import { calls } from '#domain/contract/calls.ts';
import type { FastifyInstance } from 'fastify';
import { isValidRegistration, normaliseRegistration } from '#domain/patterns.ts';
import { invalid } from '#server/http/errors.ts';
import { LOOKUP_LIMITS, type ClientLimiter } from '#server/http/rate-limit.ts';
import { manualVehicleFields, type ManualVehicleQuery } from '#domain/contract/lookups.ts';
import type { VehicleProvider } from '#server/providers/vehicle/vehicle-provider.ts';

const LONG_CACHE = 'public, max-age=3600';
const REGISTRATION_MESSAGE = 'Please enter a valid vehicle registration to proceed.';

type Query = Record<string, string | string[] | undefined>;

/** One query parameter as a string; given twice it is a 422 on that parameter, never a 500. */
function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw invalid([{ path: name, message: 'Give this choice once.' }]);
  return value;
}

/**
 * GET /api/vehicle/registration?registration= and the manual search GET /api/vehicle (SPEC.md 7).
 * Both answer 200 with what was found (possibly nothing) and 422 for input that cannot be looked up.
 */
export function vehicleRoutes(
  app: FastifyInstance,
  provider: VehicleProvider,
  limit: ClientLimiter,
  limits = LOOKUP_LIMITS,
): void {
  app.get<{ Querystring: Query }>(calls.lookupRegistration.path, async (request, reply) => {
    await limit(request, reply, limits.registration);
    const registration = normaliseRegistration(single(request.query, 'registration') ?? '');
    if (registration === '' || !isValidRegistration(registration)) {
      throw invalid([{ path: 'registration', message: REGISTRATION_MESSAGE }], REGISTRATION_MESSAGE);
    }
    const vehicles = await provider.findByRegistration(registration);
    reply.header('Cache-Control', LONG_CACHE);
    return { vehicles };
  });

  app.get<{ Querystring: Query }>(calls.searchVehicles.path, async (request, reply) => {
    await limit(request, reply, limits.manual);
    const query: ManualVehicleQuery = {};
    for (const field of manualVehicleFields) query[field] = single(request.query, field);
    const answer = await provider.options(query);
    reply.header('Cache-Control', LONG_CACHE);
    return answer;
  });
}
