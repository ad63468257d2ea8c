/**
 * The reference lists as the server answers them, read from schemas/lists/*.json (the same files the
 * server loads), for the fake fetch's list calls.
 */
import type { InitialListsResponse, ListResponse, ReferenceList } from '#domain/contract/lookups.ts';
import { errorReply, json, type Handlers } from './fake-fetch';

const files = import.meta.glob<ReferenceList>('../../../schemas/lists/*.json', {
  eager: true,
  import: 'default',
});

/** Every shipped list by its key (the file name). */
const lists = new Map(
  Object.entries(files).map(([path, list]) => [path.replace(/^.*\/(.*)\.json$/, '$1'), list]),
);

/** Lists too long for the initial set: the server answers them by name only. */
const ON_DEMAND = new Set(['occupation', 'employer_business', 'insurers']);

const initial: InitialListsResponse = Object.fromEntries(
  [...lists].filter(([key]) => !ON_DEMAND.has(key)).map(([key, list]) => [key, list.options]),
);

/** Handlers for GET /json/lists/initial and GET /json/lists/{name}. */
export const listHandlers: Handlers = {
  initialLists: json(initial),
  namedList: ({ params }) => {
    const list = lists.get(params.name.replace(/^insurer\./, ''));
    if (!list) return errorReply(404, 'not_found', `There is no list named ${params.name}.`);
    const body: ListResponse = { list: { name: list.name, options: list.options } };
    return json(body);
  },
};
