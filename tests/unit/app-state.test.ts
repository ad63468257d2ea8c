import { describe, expect, it } from 'vitest';
import { appReducer, initialAppState, isLoading, persistAppState, STORAGE_KEYS } from '#journey/app-state.ts';

function memoryStorage(seed: Record<string, string> = {}) {
  const data = new Map(Object.entries(seed));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('app state', () => {
  it('reads acceptance and uuid from storage', () => {
    const state = initialAppState(
      memoryStorage({ [STORAGE_KEYS.assumptionsAccepted]: 'true', [STORAGE_KEYS.uuid]: 'u1' }),
    );
    expect(state.assumptionsAccepted).toBe(true);
    expect(state.uuid).toBe('u1');
  });

  it('persists acceptance so a new visit skips the guard', () => {
    const storage = memoryStorage();
    const state = appReducer(initialAppState(storage), { type: 'assumptions/accept' });
    persistAppState(state, storage);
    expect(initialAppState(storage).assumptionsAccepted).toBe(true);
  });

  it('keeps the loading flag set until every call has ended', () => {
    let state = initialAppState(null);
    state = appReducer(state, { type: 'loading/start' });
    state = appReducer(state, { type: 'loading/start' });
    state = appReducer(state, { type: 'loading/end' });
    expect(isLoading(state)).toBe(true);
    state = appReducer(state, { type: 'loading/end' });
    state = appReducer(state, { type: 'loading/end' });
    expect(isLoading(state)).toBe(false);
    expect(state.pendingCalls).toBe(0);
  });

  it('remembers the furthest step reached when going back', () => {
    let state = initialAppState(null);
    state = appReducer(state, { type: 'step/go', step: 3 });
    state = appReducer(state, { type: 'step/go', step: 1 });
    expect(state).toMatchObject({ step: 1, furthestStep: 3 });
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const state = initialAppState(broken);
    expect(state.assumptionsAccepted).toBe(false);
    expect(() => persistAppState(state, broken)).not.toThrow();
  });
});
