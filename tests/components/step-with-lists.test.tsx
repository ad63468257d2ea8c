/**
 * A step of the quote form shows with its reference lists in (decision 057): while they are on
 * their way the step says it is loading its questions; it never shows a drop-down that says
 * "Loading..." and then every drop-down again once the lists come.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFormParts } from '#forms/form-parts.ts';
import { quoteSteps } from '#forms/quote-steps.ts';
import { draftKey } from '#screens/quote-form/quote-draft.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { startApiBridge, type ApiBridge } from './support/api-bridge';
import { renderRoute } from './support/render-route';

let api: ApiBridge;
beforeAll(async () => {
  api = await startApiBridge();
  // The step's own parts (validators, widgets) are in before the page opens: only the lists can keep it.
  await loadFormParts(quoteSteps[4].id);
});
afterAll(() => api.close());

describe('a step and its reference lists', () => {
  it('shows the step once its lists are in, its drop-downs with their answers', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The lists' answer waits until the test lets it through (then the real API answers).
    api.server.use(
      http.get(/\/json\/lists\/initial$/, async () => {
        await held;
        return undefined;
      }),
    );
    localStorage.setItem(
      draftKey(null),
      JSON.stringify({ risk: completeRisk(), step: 4, furthestStep: 4, savedAt: '' }),
    );
    renderRoute('/quote/create');
    const panel = await waitFor(() => {
      const found = document.getElementById('step-5-panel');
      if (!found) throw new Error('no step 5 panel yet');
      return found;
    });
    expect(within(panel).getByText('Loading questions...')).toBeTruthy();
    expect(panel.querySelector('select')).toBeNull();

    release();
    await waitFor(() => expect(panel.querySelectorAll('select').length).toBeGreaterThan(0));
    const selects = [...panel.querySelectorAll('select')];
    expect(selects.filter((s) => s.getAttribute('aria-busy') === 'true')).toEqual([]);
    expect(selects.flatMap((s) => [...s.options].map((o) => o.text))).not.toContain('Loading...');
    // Each answered drop-down shows its answer, by name.
    expect(selects.filter((s) => s.value !== '').length).toBeGreaterThan(0);
    expect(screen.queryByText('Loading questions...')).toBeNull();
  });

  it("shows a type-ahead answer by its name as the step shows: its long list came with the step's parts", async () => {
    localStorage.setItem(
      draftKey(null),
      JSON.stringify({ risk: completeRisk(), step: 2, furthestStep: 4, savedAt: '' }),
    );
    renderRoute('/quote/create');
    const job = (await screen.findAllByRole('combobox', { name: /main job/ }))[0] as HTMLInputElement;
    expect(job.value).not.toBe('');
    expect(job).not.toHaveAttribute('aria-busy');
  });
});
