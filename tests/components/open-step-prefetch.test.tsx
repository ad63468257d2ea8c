import { beforeEach, describe, expect, it, vi } from 'vitest';
import { quoteSteps } from '#forms/quote-steps.ts';
import { prefetchOpenStep, prefetchOpenStepSoon } from '#screens/quote-form/open-step-prefetch.ts';

const loadFormParts = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('#forms/form-parts.ts', () => ({ loadFormParts }));

const saveDraftAt = (step: unknown) =>
  localStorage.setItem('vq.draft.new', JSON.stringify({ risk: {}, step, furthestStep: 4, savedAt: '' }));

describe('the step a new quote opens on starts loading with the screen (open-step-prefetch.ts)', () => {
  beforeEach(() => {
    localStorage.clear();
    loadFormParts.mockClear();
  });

  it('fetches the parts of the step the saved draft was left at', () => {
    saveDraftAt(3);
    prefetchOpenStep();
    expect(loadFormParts).toHaveBeenCalledExactlyOnceWith(quoteSteps[3].id, quoteSteps[3].uiSchema);
  });

  it.each([
    ['no draft', null],
    ['a step that does not exist', 9],
    ['a step that is not a number', '3'],
  ])('fetches the first step with %s', (_, step) => {
    if (step !== null) saveDraftAt(step);
    prefetchOpenStep();
    expect(loadFormParts).toHaveBeenCalledExactlyOnceWith(quoteSteps[0].id, quoteSteps[0].uiSchema);
  });

  it('says nothing of a failure: the step asks again when it opens, and that request says why', async () => {
    loadFormParts.mockRejectedValueOnce(new Error('offline'));
    expect(() => prefetchOpenStep()).not.toThrow();
    await Promise.resolve();
  });

  it("starts in a task after the one the screen's code arrives in", async () => {
    prefetchOpenStepSoon();
    expect(loadFormParts).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadFormParts).toHaveBeenCalledExactlyOnceWith(quoteSteps[0].id, quoteSteps[0].uiSchema);
  });
});
