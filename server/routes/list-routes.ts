import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { initialLists, type ReferenceList } from '../lists/reference-lists';

const LONG_CACHE = 'public, max-age=3600';

/** GET /api/list, /api/list/insurer.{name}, /json/lists/initial and /json/lists/{name} (SPEC.md 7). */
export function listRoutes(app: FastifyInstance, lists: Map<string, ReferenceList>): void {
  const byName = (name: string) => {
    const key = name.startsWith('insurer.') ? name.slice('insurer.'.length) : name;
    const list = lists.get(key);
    if (!list) throw notFound('list');
    return list;
  };
  const initial = initialLists(lists);

  app.get('/api/list', async (_request, reply) => {
    reply.header('Cache-Control', LONG_CACHE);
    return { list: [...lists.values()].map(({ name, options }) => ({ name, options })) };
  });

  app.get<{ Params: { name: string } }>('/api/list/:name', async (request, reply) => {
    const list = byName(request.params.name);
    reply.header('Cache-Control', LONG_CACHE);
    return { list: { name: list.name, options: list.options } };
  });

  app.get('/json/lists/initial', async (_request, reply) => {
    reply.header('Cache-Control', LONG_CACHE);
    return initial;
  });

  app.get<{ Params: { name: string } }>('/json/lists/:name', async (request, reply) => {
    const list = byName(request.params.name);
    reply.header('Cache-Control', LONG_CACHE);
    return { list: { name: list.name, options: list.options } };
  });
}
