import { calls, urlOf } from '#domain/contract/calls.ts';
import type { InitialListsResponse, ListOption, ListResponse } from '#domain/contract/lookups.ts';
import { createApiClient, type ApiClient } from './client';

let initial: Promise<InitialListsResponse> | null = null;
let answered: InitialListsResponse | undefined;

/**
 * GET /json/lists/initial: the lists the form needs at once, by key. Fetched once per page and shared
 * by the screens (useReferenceLists) and the form's widgets (form-services); a failure is forgotten,
 * so the next caller tries again.
 */
export function getInitialLists(api: ApiClient): Promise<InitialListsResponse> {
  initial ??= api.get<InitialListsResponse>(urlOf(calls.initialLists), { quiet: true }).then(
    (lists) => (answered = lists),
    (error: unknown) => {
      initial = null;
      throw error;
    },
  );
  return initial;
}

/** The initial lists, if this page has them already: a form made now shows them in its first render. */
export function initialListsIfIn(): InitialListsResponse | undefined {
  return answered;
}

const named = new Map<string, Promise<ListOption[]>>();
const namedAnswered = new Map<string, ListOption[]>();

/**
 * GET /json/lists/{name}: one list (the long ones are not in the initial set). Fetched once per page
 * and shared, like the initial lists; a failure is forgotten, so the next caller tries again.
 */
export function getList(api: ApiClient, name: string): Promise<ListOption[]> {
  let request = named.get(name);
  if (!request) {
    request = api.get<ListResponse>(urlOf(calls.namedList, { name }), { quiet: true }).then(
      (answer) => {
        namedAnswered.set(name, answer.list.options);
        return answer.list.options;
      },
      (error: unknown) => {
        named.delete(name);
        throw error;
      },
    );
    named.set(name, request);
  }
  return request;
}

/** The named lists this page has already. */
export function namedListsIn(): ReadonlyMap<string, ListOption[]> {
  return namedAnswered;
}

/** A client for a fetch made before the app has one: what goes wrong is left to the app's own request. */
const EARLY = createApiClient({
  loadingStarted: () => undefined,
  loadingEnded: () => undefined,
  sessionExpired: () => undefined,
  exception: () => undefined,
});

/**
 * Starts fetching the initial lists before the app renders (its page's route shows them as it
 * opens): the page asked for them with its scripts (a preload), and the first render has them.
 * Answers when they are in, or could not be fetched (the app's own request then tries again).
 */
export function prefetchInitialLists(): Promise<void> {
  return getInitialLists(EARLY).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Starts fetching named lists a page will show at once (a step's type-ahead answers), with the
 * page's code rather than after its first render. Answers once each is in or could not be fetched:
 * a failure is left to the app's own request.
 */
export function prefetchLists(names: readonly string[]): Promise<void> {
  return Promise.all(names.map((name) => getList(EARLY, name).catch(() => undefined))).then(() => undefined);
}
