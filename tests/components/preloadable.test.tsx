import { render, screen } from '@testing-library/react';
import { Suspense, useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from '#app/preloadable.tsx';
import { preloadRoute } from '#app/router.tsx';
import { routeAt } from '#app/routes.tsx';

/** A module's default export, as a dynamic import answers it. */
const module = (text: string) => ({ default: ({ who }: { who: string }) => <p>{`${text} ${who}`}</p> });

/** Records, commit by commit, whether the fallback was on the page. */
function Fallback({ seen }: { seen: string[] }) {
  useLayoutEffect(() => {
    seen.push('fallback');
  }, [seen]);
  return <p>Loading</p>;
}

describe('a screen fetched before its first render shows without a fallback (decision 057)', () => {
  it('renders the preloaded module in the first commit: no fallback, no wait', async () => {
    const Screen = preloadable(async () => module('Screen of'));
    await Screen.preload();
    const seen: string[] = [];
    render(
      <Suspense fallback={<Fallback seen={seen} />}>
        <Screen who="Quote" />
      </Suspense>,
    );
    expect(screen.getByText('Screen of Quote')).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('without a preload, shows the fallback and then the module, fetching it once', async () => {
    const load = vi.fn(async () => module('Screen of'));
    const Screen = preloadable(load);
    const seen: string[] = [];
    render(
      <Suspense fallback={<Fallback seen={seen} />}>
        <Screen who="Recall" />
      </Suspense>,
    );
    expect(seen).toEqual(['fallback']);
    expect(await screen.findByText('Screen of Recall')).toBeTruthy();
    await Screen.preload();
    expect(load).toHaveBeenCalledOnce();
  });

  it('fetches again after a failure, so a later visit can still show the screen', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof module>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(module('Back'));
    const Screen = preloadable(load);
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    render(<Screen who="online" />);
    expect(screen.getByText('Back online')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("preloadRoute fetches the page's route screen, and answers even when the fetch fails", async () => {
    const entry = routeAt('/quote');
    expect(entry.name).toBe('QuoteCreateForm');
    // Offline: the route's lists fail too, and neither call reaches the real screen's preparation.
    const fetched = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetched);
    const prepared = vi
      .spyOn(entry.screen, 'prepared')
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(undefined);
    try {
      await expect(preloadRoute('/quote')).resolves.toBeUndefined();
      await expect(preloadRoute('/quote/create/')).resolves.toBeUndefined();
      expect(prepared).toHaveBeenCalledTimes(2);
      expect(fetched).toHaveBeenCalled();
    } finally {
      prepared.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});

describe("a screen's first render waits for what its module prepares (decision 066)", () => {
  /** A module that prepares something, and the hand that says it is in. */
  function preparing() {
    let done = () => undefined as void;
    const prepare = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    const Screen = preloadable(async () => ({ ...module('Quote for'), prepare }));
    return { Screen, prepare, done: () => done() };
  }

  it('prepared() answers once the code and what its module prepares are in', async () => {
    const { Screen, prepare, done } = preparing();
    let answered = false;
    void Screen.prepared().then(() => (answered = true));
    await vi.waitFor(() => expect(prepare).toHaveBeenCalledOnce());
    expect(answered).toBe(false);
    done();
    await vi.waitFor(() => expect(answered).toBe(true));
  });

  it('preload() (a move within the app) waits for the code alone', async () => {
    const { Screen, prepare } = preparing();
    await Screen.preload();
    render(<Screen who="you" />);
    expect(screen.getByText('Quote for you')).toBeTruthy();
    expect(prepare).not.toHaveBeenCalled();
  });
});
