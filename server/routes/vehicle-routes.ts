import type { FastifyInstance } from 'fastify';
import { isValidRegistration, normaliseRegistration } from '../../src/domain/patterns';
import { invalid } from '../http/errors';
import { MANUAL_FIELDS, type ManualQuery, type VehicleProvider } from '../providers/vehicle/vehicle-provider';

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
export function vehicleRoutes(app: FastifyInstance, provider: VehicleProvider): void {
  app.get<{ Querystring: Query }>('/api/vehicle/registration', async (request, reply) => {
    const registration = normaliseRegistration(single(request.query, 'registration') ?? '');
    if (registration === '' || !isValidRegistration(registration)) {
      throw invalid([{ path: 'registration', message: REGISTRATION_MESSAGE }], REGISTRATION_MESSAGE);
    }
    const vehicles = await provider.findByRegistration(registration);
    reply.header('Cache-Control', LONG_CACHE);
    return { vehicles };
  });

  app.get<{ Querystring: Query }>('/api/vehicle', async (request, reply) => {
    const query: ManualQuery = {};
    for (const field of MANUAL_FIELDS) query[field] = single(request.query, field);
    const answer = await provider.options(query);
    reply.header('Cache-Control', LONG_CACHE);
    return answer;
  });
}
