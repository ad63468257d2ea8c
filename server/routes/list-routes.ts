import { calls } from '#domain/contract/calls.ts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '#server/http/errors.ts';
import { initialLists, type ReferenceLists } from '#server/lists/reference-lists.ts';

const LONG_CACHE = 'public, max-age=3600';

/** GET /api/list, /api/list/insurer.{name}, /json/lists/initial and /json/lists/{name} (SPEC.md 7). */
export function listRoutes(app: FastifyInstance, lists: ReferenceLists): void {
  const byName = (name: string) => {
    const key = name.startsWith('insurer.') ? name.slice('insurer.'.length) : name;
    const list = lists.get(key);
    if (!list) throw notFound('list');
    return list;
  };
  const initial = initialLists(lists);

  app.get(calls.allLists.path, async (_request, reply) => {
    reply.header('Cache-Control', LONG_CACHE);
    return { list: [...lists.values()].map(({ name, options }) => ({ name, options })) };
  });

  app.get<{ Params: { name: string } }>(calls.insurerList.path, async (request, reply) => {
    const list = byName(request.params.name);
    reply.header('Cache-Control', LONG_CACHE);
    return { list: { name: list.name, options: list.options } };
  });

  app.get(calls.initialLists.path, async (_request, reply) => {
    reply.header('Cache-Control', LONG_CACHE);
    return initial;
  });

  app.get<{ Params: { name: string } }>(calls.namedList.path, async (request, reply) => {
    const list = byName(request.params.name);
    reply.header('Cache-Control', LONG_CACHE);
    return { list: { name: list.name, options: list.options } };
  });
}
