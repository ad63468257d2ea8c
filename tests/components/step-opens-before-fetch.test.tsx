/**
 * A press on a step's header paints the step opening before anything else: the fetch of a step's
 * parts that are not in yet (validators, lazy widgets) starts after that paint (decision 053). The
 * parts of the steps the customer may open next wait until they are still (decision 083).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { quoteSteps } from '#forms/quote-steps.ts';
import { startApiBridge, type ApiBridge } from './support/api-bridge';
import { renderRoute } from './support/render-route';

const parts = vi.hoisted(() => ({
  missing: new Set<string>(),
  failing: new Set<string>(),
  asked: [] as string[],
}));
vi.mock('#forms/form-parts.ts', async (original) => {
  const real = await original<typeof import('#forms/form-parts.ts')>();
  return {
    ...real,
    formPartsLoaded: (id: string) => !parts.missing.has(id) && real.formPartsLoaded(id as never),
    loadFormParts: (id: string) => {
      parts.asked.push(id);
      if (parts.failing.has(id)) return Promise.reject(new Error('offline'));
      return real.loadFormParts(id as never);
    },
  };
});
const painted = vi.hoisted(() => [] as (() => void)[]);
const quiet = vi.hoisted(() => [] as (() => void)[]);
vi.mock('#screens/quote-form/when-quiet.ts', async (original) => ({
  ...(await original<typeof import('#screens/quote-form/when-quiet.ts')>()),
  afterNextPaint: (task: () => void) => painted.push(task),
  whenQuiet: (task: () => void) => {
    quiet.push(task);
    return () => undefined;
  },
}));

let api: ApiBridge;
beforeAll(async () => {
  api = await startApiBridge();
});
afterAll(() => api.close());
beforeEach(() => {
  localStorage.clear();
  parts.missing.clear();
  parts.failing.clear();
  painted.length = 0;
  quiet.length = 0;
});

describe("a step header's press", () => {
  it('shows the step opening, and only then fetches the parts it does not have', async () => {
    const user = userEvent.setup();
    localStorage.setItem('vq.draft.new', JSON.stringify({ risk: {}, step: 0, furthestStep: 1, savedAt: '' }));
    renderRoute('/quote/create');
    const second = quoteSteps[1];
    const header = await screen.findByRole('button', { name: new RegExp(`Step 2: ${second.title}`) });
    await screen.findByRole('button', { name: 'Continue' });
    parts.missing.add(second.id);
    painted.length = 0;
    parts.asked.length = 0;
    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(parts.asked).not.toContain(second.id);
    painted.splice(0).forEach((task) => task());
    expect(parts.asked).toContain(second.id);
  });
});

describe("a press in the open step, and the next step's parts", () => {
  it('are fetched once the customer is still, not as soon as the press has painted', async () => {
    const user = userEvent.setup();
    localStorage.setItem('vq.draft.new', JSON.stringify({ risk: {}, step: 0, furthestStep: 0, savedAt: '' }));
    renderRoute('/quote/create');
    await screen.findByRole('button', { name: 'Continue' });
    const next = quoteSteps[1];
    parts.missing.add(next.id);
    painted.length = 0;
    quiet.length = 0;
    parts.asked.length = 0;
    // The customer starts typing: the press and the keys paint with nothing else in their way.
    await user.type(screen.getAllByRole('textbox')[0], 'AB');
    painted.splice(0).forEach((task) => task());
    expect(parts.asked).not.toContain(next.id);
    quiet.splice(0).forEach((task) => task());
    expect(parts.asked).toContain(next.id);
  });
});

describe('arriving on a step whose parts are not in yet', () => {
  it('shows what is below it with its questions, so nothing moves down as they come', async () => {
    localStorage.setItem('vq.draft.new', JSON.stringify({ risk: {}, step: 0, furthestStep: 0, savedAt: '' }));
    parts.missing.add(quoteSteps[0].id);
    renderRoute('/quote/create');
    await screen.findByText('Loading questions...');
    expect(document.getElementById('step-2-heading')).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Already have a quote?' })).toBeNull();

    parts.missing.clear();
    painted.splice(0).forEach((task) => task());
    await screen.findByRole('button', { name: 'Continue' });
    for (const step of quoteSteps)
      await waitFor(() => expect(document.getElementById(`step-${step.number}-heading`)).not.toBeNull());
    expect(screen.getByRole('complementary', { name: 'Already have a quote?' })).toBeTruthy();
  });

  it('shows the other steps even when its parts cannot be fetched', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('vq.draft.new', JSON.stringify({ risk: {}, step: 1, furthestStep: 1, savedAt: '' }));
    parts.missing.add(quoteSteps[1].id);
    parts.failing.add(quoteSteps[1].id);
    renderRoute('/quote/create');
    await screen.findByText('Loading questions...');
    painted.splice(0).forEach((task) => task());
    await waitFor(() => expect(document.getElementById('step-5-heading')).not.toBeNull());
    expect(screen.getByRole('button', { name: new RegExp(`Step 1: ${quoteSteps[0].title}`) })).toBeEnabled();
  });
});
