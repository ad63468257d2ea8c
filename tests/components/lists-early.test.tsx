import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadReferenceLists, optionsByName } from '#server/lists/reference-lists.ts';
import { startApiBridge, type ApiBridge } from './support/api-bridge';

/*
 * The reference lists a page fetched before its first render (decision 057), from the real API: a
 * form made after they are in has them at once, and the early fetch leaves a failure to the app's
 * own request.
 */

const fuelTypes = optionsByName(loadReferenceLists()).get('fuel_type');
const hooks = () => ({
  loadingStarted: vi.fn(),
  loadingEnded: vi.fn(),
  sessionExpired: vi.fn(),
  exception: vi.fn(),
});

let api: ApiBridge;
const asked: string[] = [];
beforeAll(async () => {
  api = await startApiBridge();
  api.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/json/lists/initial') asked.push(request.method);
  });
});
afterAll(() => api.close());
beforeEach(() => {
  // Each test is a new page: the lists fetched by the last one are not this one's.
  vi.resetModules();
  asked.length = 0;
});

/** The modules as a new page has them. */
async function page() {
  const { prefetchInitialLists } = await import('#api/get-lists.ts');
  const { createFormServices } = await import('#api/form-services.ts');
  const { createApiClient } = await import('#api/client.ts');
  return { prefetchInitialLists, createFormServices, createApiClient };
}

describe('reference lists fetched before the first render', () => {
  it("are a new form's at once, with no request of its own", async () => {
    const { prefetchInitialLists, createFormServices, createApiClient } = await page();
    await prefetchInitialLists();
    const services = createFormServices(createApiClient(hooks()));
    expect(services.listsIn()).toBe(true);
    expect(services.cachedList('fuel_type')).toEqual(fuelTypes);
    await services.listsReady();
    expect(asked).toEqual(['GET']);
  });

  it('leave a failure to the app: nothing routed, and the form asks again', async () => {
    api.server.use(
      http.get(
        /\/json\/lists\/initial$/,
        () => HttpResponse.json({ error: { code: 'internal', message: 'Down' } }, { status: 500 }),
        { once: true },
      ),
    );
    const { prefetchInitialLists, createFormServices, createApiClient } = await page();
    await expect(prefetchInitialLists()).resolves.toBeUndefined();
    const app = hooks();
    const services = createFormServices(createApiClient(app));
    expect(services.listsIn()).toBe(false);
    await services.listsReady();
    expect(services.cachedList('fuel_type')).toEqual(fuelTypes);
    expect(asked).toEqual(['GET', 'GET']);
    expect(app.exception).not.toHaveBeenCalled();
  });
});
