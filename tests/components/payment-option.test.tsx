import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoToDisplay, todayIso } from '#domain/dates.ts';
import { startApiBridge, type ApiBridge } from './support/api-bridge';
import { renderRoute } from './support/render-route';
import { quotedProposal } from './support/scenes';

let api: ApiBridge;
beforeAll(async () => {
  api = await startApiBridge();
});
afterEach(() => api.server.resetHandlers());
afterAll(() => api.close());

const PAST_START =
  "You are unable to proceed with the quote as the requested start date is before today's date. Please update the start date to proceed.";

async function openPaymentOption() {
  const user = userEvent.setup();
  const proposal = await quotedProposal(api);
  renderRoute(`/quote/payment-option?uuid=${proposal.uuid}`);
  await screen.findByRole('heading', { level: 1, name: 'Hi Sam, here is your quote' });
  const typeDate = async (iso: string) => {
    const box = screen.getByRole('textbox', { name: /Cover start date/ });
    await user.click(box);
    await user.clear(box);
    await user.type(box, isoToDisplay(iso).replace(/\//g, ''));
    await user.tab();
  };
  return { user, proposal, typeDate };
}

const stored = async (uuid: string) => (await api.store.getProposal(uuid))?.data.risk.cover_start_date;

describe('Payment option start date (SPEC.md 2.7, 5.3)', () => {
  it('refuses a typed past date with the SPEC.md message and disables Continue, storing nothing', async () => {
    const { proposal, typeDate } = await openPaymentOption();
    const before = await stored(proposal.uuid);
    await typeDate(addDays(todayIso(), -1));
    expect(await screen.findByText(PAST_START)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Cover start date/ })).toHaveAttribute('aria-invalid', 'true');
    expect(await stored(proposal.uuid)).toBe(before);
  });

  it('refuses a date beyond the 30-day window with its message', async () => {
    const { proposal, typeDate } = await openPaymentOption();
    const before = await stored(proposal.uuid);
    await typeDate(addDays(todayIso(), 45));
    expect(
      await screen.findByText(`Please enter a date up to ${isoToDisplay(addDays(todayIso(), 30))}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(await stored(proposal.uuid)).toBe(before);
  });

  it('re-quotes a date inside the window and lets the customer go on', async () => {
    const { proposal, typeDate } = await openPaymentOption();
    const next = addDays(todayIso(), 3);
    await typeDate(next);
    await waitFor(async () => expect(await stored(proposal.uuid)).toBe(next));
    expect(screen.queryByText(PAST_START)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
  });

  it('shows a refused re-quote as a message on the page, not an uncaught error', async () => {
    const { typeDate } = await openPaymentOption();
    api.server.use(
      http.post('*/api/proposal/:uuid/quote', () =>
        HttpResponse.json(
          {
            error: {
              code: 'validation',
              message: 'Some answers need attention.',
              fields: [{ path: 'risk.cover_start_date', message: 'Please enter a date from today' }],
            },
          },
          { status: 422 },
        ),
      ),
    );
    await typeDate(addDays(todayIso(), 2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a date from today');
    expect(screen.getByRole('heading', { level: 1, name: 'Hi Sam, here is your quote' })).toBeInTheDocument();
  });
});
