import { describe, expect, it, vi } from 'vitest';
import { createApiClient, HttpError } from '#api/client.ts';

function hooks() {
  return { loadingStarted: vi.fn(), loadingEnded: vi.fn(), sessionExpired: vi.fn(), exception: vi.fn() };
}

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('API client', () => {
  it('marks every call as script-made and sends JSON', async () => {
    const fetchImpl = respond(200, { ok: true });
    const api = createApiClient(hooks(), fetchImpl);
    await api.post('/api/proposal', { risk: {} });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
    });
    expect(init.body).toBe('{"risk":{}}');
  });

  it('sends a 419 to Expired', async () => {
    const h = hooks();
    const api = createApiClient(h, respond(419, {}));
    await expect(api.get('/api/proposal/x')).rejects.toBeInstanceOf(HttpError);
    expect(h.sessionExpired).toHaveBeenCalledOnce();
    expect(h.exception).not.toHaveBeenCalled();
  });

  it('sends other failures to Exception with the uuid of the call', async () => {
    const h = hooks();
    const api = createApiClient(h, respond(500, {}));
    await expect(api.post('/api/proposal/1b4e28ba-2fa1-41d2-883f-0016d3cca427/quote', {})).rejects.toThrow();
    expect(h.exception).toHaveBeenCalledWith('1b4e28ba-2fa1-41d2-883f-0016d3cca427');
  });

  it('leaves exempt calls and field errors to the caller', async () => {
    const h = hooks();
    await expect(createApiClient(h, respond(404, {})).get('/json/address-search/ZZ11ZZ')).rejects.toThrow();
    await expect(
      createApiClient(h, respond(500, {})).get('/api/vehicle/registration?registration=X'),
    ).rejects.toThrow();
    const error = await createApiClient(
      h,
      respond(422, { error: { code: 'invalid', message: 'm', fields: [{ path: 'a', message: 'b' }] } }),
    )
      .post('/api/proposal', {})
      .catch((e: HttpError) => e);
    expect(error).toMatchObject({ status: 422, fields: [{ path: 'a', message: 'b' }] });
    expect(h.exception).not.toHaveBeenCalled();
  });

  it('clears the loading flag on success, failure and network error', async () => {
    for (const fetchImpl of [
      respond(200, {}),
      respond(500, {}),
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    ]) {
      const h = hooks();
      await createApiClient(h, fetchImpl)
        .get('/api/list')
        .catch(() => undefined);
      expect(h.loadingStarted).toHaveBeenCalledOnce();
      expect(h.loadingEnded).toHaveBeenCalledOnce();
    }
  });
});
