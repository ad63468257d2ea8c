import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startApiBridge, type ApiBridge } from './support/api-bridge';
import { renderRoute } from './support/render-route';
import { quotedProposal } from './support/scenes';

let api: ApiBridge;
beforeAll(async () => {
  api = await startApiBridge();
});
afterEach(() => api.server.resetHandlers());
afterAll(() => api.close());

describe('a new page opens at its top with its heading announced (docs/decisions/021)', () => {
  it('leaves focus where the browser put it on the first page of a visit', async () => {
    const proposal = await quotedProposal(api);
    renderRoute(`/quote/payment-option?uuid=${proposal.uuid}`);
    await screen.findByRole('heading', { level: 1, name: 'Hi Sam, here is your quote' });
    expect(document.body).toHaveFocus();
  });

  it('scrolls to the top and focuses the new heading when the route changes', async () => {
    const user = userEvent.setup();
    const proposal = await quotedProposal(api);
    renderRoute(`/quote/payment-option?uuid=${proposal.uuid}`);
    await screen.findByRole('heading', { level: 1, name: 'Hi Sam, here is your quote' });
    window.scrollTo(0, 1000);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Optional covers' });
    await expect.poll(() => document.activeElement).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(window.scrollY).toBe(0);
  });

  it('focuses the heading of a screen that waits for its proposal', async () => {
    const user = userEvent.setup();
    const proposal = await quotedProposal(api);
    renderRoute(`/quote/addons?uuid=${proposal.uuid}`);
    await screen.findByRole('heading', { level: 1, name: 'Optional covers' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Quote Summary' });
    await expect.poll(() => document.activeElement).toBe(heading);
  });
});
