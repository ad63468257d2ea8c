/**
 * A page opened on the Summary reads every answer back by its name from its first render: the long
 * lists (a job, a business) are fetched with the route, like the initial ones (routes.tsx
 * `longLists`), so no answer shows as its code first and then changes under the customer's eyes.
 * Its own file: the lists a page has fetched stay for the rest of the page (get-lists.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preloadRoute } from '#app/router.tsx';
import { startApiBridge, type ApiBridge } from './support/api-bridge';
import { renderRoute } from './support/render-route';
import { quotedProposal } from './support/scenes';

let api: ApiBridge;
beforeAll(async () => {
  api = await startApiBridge();
});
afterAll(() => api.close());

describe('the Summary opened as a page', () => {
  it('names a job and a business from its first render, never by their codes', async () => {
    const { uuid } = await quotedProposal(api);
    // The job's and the business's codes (schemas/quote-form/examples/complete-proposal.json).
    const codes = new Set(['P24', 'P17']);
    let codeShown = false;
    const watch = new MutationObserver(() => {
      codeShown ||= [...document.querySelectorAll('dd')].some((answer) =>
        codes.has(answer.textContent ?? ''),
      );
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    // As main.tsx does before React's first render.
    await preloadRoute('/quote/summary');
    renderRoute(`/quote/summary?uuid=${uuid}`);
    const personal = await screen.findByRole('region', { name: 'Personal' });
    const answerTo = (question: string) =>
      within(personal).getByText(question, { exact: false }).nextElementSibling;
    await waitFor(() => expect(answerTo('main job')).toHaveTextContent('Plumber'));
    expect(answerTo('type of business')).toHaveTextContent('Plumbing');
    watch.disconnect();
    expect(codeShown).toBe(false);
  });
});
