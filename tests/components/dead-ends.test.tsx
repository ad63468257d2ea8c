import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProposalResponse } from '#domain/contract/proposal.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { startApiBridge, type ApiBridge } from './support/api-bridge';
import { renderRoute } from './support/render-route';
import { quotedProposal } from './support/scenes';

let api: ApiBridge;
beforeAll(async () => {
  api = await startApiBridge();
});
afterEach(() => api.server.resetHandlers());
afterAll(() => api.close());

/** A proposal made in another browser: its cookie never reaches this one. */
async function anotherBrowsersProposal(): Promise<string> {
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/proposal',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    payload: JSON.stringify({ risk: completeRisk() }),
  });
  return (JSON.parse(res.body) as ProposalResponse).proposal.uuid;
}

function expectWayOut() {
  const main = screen.getByRole('main');
  expect(
    within(main).getByRole('heading', { level: 1, name: "We couldn't open this quote" }),
  ).toBeInTheDocument();
  expect(within(main).getByRole('link', { name: 'Retrieve a Quote' })).toHaveAttribute(
    'href',
    '/quote/recall',
  );
  expect(within(main).getByRole('link', { name: 'Start a quote' })).toHaveAttribute('href', '/quote/create');
}

describe('No dead ends (issue 11.9)', () => {
  it('Back from Payment option opens the edit form with the proposal’s answers', async () => {
    const user = userEvent.setup();
    const proposal = await quotedProposal(api);
    renderRoute(`/quote/payment-option?uuid=${proposal.uuid}`);
    await screen.findByRole('heading', { level: 1, name: 'Hi Sam, here is your quote' });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your details' })).toBeInTheDocument();
    expect(await screen.findByText('VQ21TCE')).toBeInTheDocument();
    for (const step of ['Your Driving History', 'Policy Holder Details', 'Cover Requirements'])
      expect(screen.getByRole('button', { name: new RegExp(step) })).toBeEnabled();
  });

  it.each(['summary', 'addons', 'payment-option', 'instalments', 'payment'])(
    '/quote/%s for an unknown uuid says so and offers Retrieve a Quote and Start a quote',
    async (route) => {
      renderRoute(`/quote/${route}?uuid=1b4e28ba-2fa1-41d2-883f-0016d3cca427`);
      await screen.findByRole('heading', { level: 1, name: "We couldn't open this quote" });
      expectWayOut();
    },
  );

  it.each(['summary', 'addons'])(
    '/quote/%s for another browser’s quote offers the same way out',
    async (route) => {
      renderRoute(`/quote/${route}?uuid=${await anotherBrowsersProposal()}`);
      await screen.findByRole('heading', { level: 1, name: "We couldn't open this quote" });
      expectWayOut();
    },
  );

  it('Exception offers the way back to the quote it came from', async () => {
    const proposal = await quotedProposal(api);
    renderRoute(`/error/exception?uuid=${proposal.uuid}`);
    await screen.findByRole('heading', { level: 1, name: "Sorry, we're experiencing a technical issue" });
    expect(screen.getByRole('link', { name: 'Back to your quote' })).toHaveAttribute(
      'href',
      `/quote/payment-option?uuid=${proposal.uuid}`,
    );
    expect(screen.getByRole('link', { name: 'Start a quote' })).toHaveAttribute('href', '/quote/create');
  });
});
