import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '#domain/dates.ts';
import { startApiBridge, type ApiBridge } from './support/api-bridge';
import { renderRoute } from './support/render-route';
import { quotedProposal } from './support/scenes';

/*
 * Issue 14.6: the quote form reports where customers go and give up, and the server stores counts of
 * step, question and rule names only (docs/analytics.md). Read back from the store the API wrote.
 */

let api: ApiBridge;
beforeAll(async () => {
  api = await startApiBridge();
});
afterAll(() => api.close());

const VALUE = 'What is the van worth today (£)?';
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
const counts = async () =>
  (await api.store.funnel.read(todayIso(), todayIso())).map(({ kind, step, question, rule, count }) =>
    [kind, step, question, rule, count].filter((v) => v !== '').join(' '),
  );

describe('drop-off figures from the quote form', () => {
  it('counts the step reached, the question answered, the message shown, the step completed and where the visit ended', async () => {
    const user = userEvent.setup();
    const proposal = await quotedProposal(api);
    renderRoute(`/quote/edit?uuid=${proposal.uuid}`, { reportUsage: true });
    const value = await screen.findByLabelText(VALUE, {}, { timeout: 5000 });
    await user.clear(value);
    await user.tab();
    expect(await screen.findByText('Enter the value of the vehicle.')).toBeInTheDocument();
    await settle();
    await user.type(value, '18500');
    await settle();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Step 2 is open: it has a Back button (step 1 has none).
    await screen.findByRole('button', { name: 'Back' }, { timeout: 5000 });
    fireEvent(window, new Event('pagehide'));
    await waitFor(async () =>
      expect(await counts()).toEqual([
        'message_shown 1-about-your-van vehicle.estimated_value required 1',
        'question_answered 1-about-your-van vehicle.estimated_value 1',
        'step_abandoned 2-your-driving-history 1',
        'step_completed 1-about-your-van 1',
        'step_reached 1-about-your-van 1',
        'step_reached 2-your-driving-history 1',
      ]),
    );
  });

  it('counts nothing once the customer unticks "Share anonymous figures" in the footer', async () => {
    const before = await counts();
    const user = userEvent.setup();
    const proposal = await quotedProposal(api);
    renderRoute(`/quote/edit?uuid=${proposal.uuid}`, { reportUsage: true });
    const share = screen.getByRole('checkbox', { name: /Share anonymous figures/ });
    expect(share).toBeChecked();
    await user.click(share);
    expect(share).not.toBeChecked();
    await screen.findByLabelText(VALUE, {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent(window, new Event('pagehide'));
    await settle();
    expect(await counts()).toEqual(before);
    await user.click(share);
  });
});
