import { beforeEach, describe, expect, it, vi } from 'vitest';
import { quoteSteps } from '#forms/quote-steps.ts';
import { prefetchOpenStep } from '#screens/quote-form/open-step-prefetch.ts';

const loadFormParts = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('#forms/form-parts.ts', async (original) => ({
  ...(await original<typeof import('#forms/form-parts.ts')>()),
  loadFormParts,
}));
const prefetchLists = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('#api/get-lists.ts', () => ({ prefetchLists }));

const saveDraftAt = (step: unknown) =>
  localStorage.setItem('vq.draft.new', JSON.stringify({ risk: {}, step, furthestStep: 4, savedAt: '' }));

describe('the step a new quote opens on starts loading with the screen (open-step-prefetch.ts)', () => {
  beforeEach(() => {
    localStorage.clear();
    loadFormParts.mockClear();
    loadFormParts.mockImplementation(async () => undefined);
    prefetchLists.mockClear();
  });

  it('fetches the parts of the step the saved draft was left at', () => {
    saveDraftAt(3);
    prefetchOpenStep();
    expect(loadFormParts).toHaveBeenCalledExactlyOnceWith(quoteSteps[3].id);
    // And the long lists its type-ahead questions are named from.
    expect(prefetchLists).toHaveBeenCalledExactlyOnceWith(['employer_business', 'occupation']);
  });

  it.each([
    ['no draft', null],
    ['a step that does not exist', 9],
    ['a step that is not a number', '3'],
  ])('fetches the first step with %s', (_, step) => {
    if (step !== null) saveDraftAt(step);
    prefetchOpenStep();
    expect(loadFormParts).toHaveBeenCalledExactlyOnceWith(quoteSteps[0].id);
  });

  it('says nothing of a failure: the step asks again when it opens, and that request says why', async () => {
    loadFormParts.mockRejectedValueOnce(new Error('offline'));
    await expect(prefetchOpenStep()).resolves.toBeUndefined();
  });

  it('answers once the parts are in', async () => {
    let arrive = () => undefined as void;
    loadFormParts.mockImplementationOnce(
      () => new Promise<undefined>((resolve) => (arrive = () => resolve(undefined))),
    );
    let answered = false;
    void prefetchOpenStep().then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answered).toBe(false);
    arrive();
    await vi.waitFor(() => expect(answered).toBe(true));
  });

  it("starts in a task after the one the screen's code arrives in, once a page (openStepReady)", async () => {
    vi.resetModules();
    const { openStepReady } = await import('#screens/quote-form/open-step-prefetch.ts');
    const ready = openStepReady();
    expect(loadFormParts).not.toHaveBeenCalled();
    await ready;
    expect(loadFormParts).toHaveBeenCalledExactlyOnceWith(quoteSteps[0].id);
    await openStepReady();
    expect(loadFormParts).toHaveBeenCalledOnce();
  });
});
