import { beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The reference lists a page fetched before its first render (decision 057): a form made after
 * they are in has them at once, and the early fetch leaves a failure to the app's own request.
 */

const LISTS = { fuel_type: [{ value: 'D', name: 'Diesel' }] };
const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const hooks = () => ({
  loadingStarted: vi.fn(),
  loadingEnded: vi.fn(),
  sessionExpired: vi.fn(),
  exception: vi.fn(),
});

beforeEach(() => {
  vi.resetModules();
  vi.unstubAllGlobals();
});

describe('reference lists fetched before the first render', () => {
  it('are a new form’s at once, with no request of its own', async () => {
    const fetched = vi.fn(async () => reply(200, LISTS));
    vi.stubGlobal('fetch', fetched);
    const { prefetchInitialLists } = await import('#api/get-lists.ts');
    const { createFormServices } = await import('#api/form-services.ts');
    const { createApiClient } = await import('#api/client.ts');
    await prefetchInitialLists();
    const services = createFormServices(createApiClient(hooks()));
    expect(services.listsIn()).toBe(true);
    expect(services.cachedList('fuel_type')).toEqual(LISTS.fuel_type);
    await services.listsReady();
    expect(fetched).toHaveBeenCalledOnce();
  });

  it('leave a failure to the app: nothing routed, and the form asks again', async () => {
    const fetched = vi
      .fn()
      .mockResolvedValueOnce(reply(500, { error: { code: 'internal', message: 'Down' } }))
      .mockResolvedValue(reply(200, LISTS));
    vi.stubGlobal('fetch', fetched);
    const { prefetchInitialLists } = await import('#api/get-lists.ts');
    const { createFormServices } = await import('#api/form-services.ts');
    const { createApiClient } = await import('#api/client.ts');
    await expect(prefetchInitialLists()).resolves.toBeUndefined();
    const app = hooks();
    const services = createFormServices(createApiClient(app));
    expect(services.listsIn()).toBe(false);
    await services.listsReady();
    expect(services.cachedList('fuel_type')).toEqual(LISTS.fuel_type);
    expect(fetched).toHaveBeenCalledTimes(2);
    expect(app.exception).not.toHaveBeenCalled();
  });
});
