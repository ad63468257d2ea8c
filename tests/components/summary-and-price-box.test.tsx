import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Proposal, ProposalResponse } from '#domain/contract/proposal.ts';
import { formatMoney } from '#domain/money.ts';
import { startApiBridge, type ApiBridge } from './support/api-bridge';
import { renderRoute } from './support/render-route';
import { quotedProposal } from './support/scenes';

let api: ApiBridge;
beforeAll(async () => {
  api = await startApiBridge();
});
afterEach(() => api.server.resetHandlers());
afterAll(() => api.close());

const BREAKDOWN = 'UK & European Breakdown Recovery';

/** A quoted proposal paying monthly, with these optional covers saved (and priced) by the server. */
async function monthlyProposal(codes: string[] = []): Promise<Proposal> {
  const { uuid } = await quotedProposal(api);
  await api.call('POST', `/api/proposal/${uuid}/payment-method`, { is_pay_monthly: true });
  const saved = await api.call('POST', `/api/proposal/${uuid}/addons`, {
    addons: codes.map((code) => ({ code })),
  });
  return (saved.json as ProposalResponse).proposal;
}

const priceBox = () => screen.getByRole('complementary', { name: 'Your price' });
const rowOf = (label: string) => within(priceBox()).getByText(label).nextElementSibling;

describe('Summary review boxes (SPEC.md 2.10)', () => {
  it('fold and unfold by a button that says whether its box is open', async () => {
    const user = userEvent.setup();
    const proposal = await monthlyProposal();
    renderRoute(`/quote/summary?uuid=${proposal.uuid}`);
    const vehicle = await screen.findByRole('region', { name: 'Vehicle' });
    const toggle = within(vehicle).getByRole('button', { name: 'Vehicle', expanded: true });
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body).toHaveTextContent('VQ21TCE');
    expect(body).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(body).not.toBeVisible();
    expect(within(vehicle).getByRole('link', { name: 'Edit vehicle' })).toBeVisible();
    await user.click(toggle);
    expect(body).toBeVisible();
  });
});

describe('Summary answers read back', () => {
  it('names a job and a business from the long lists, not by their codes', async () => {
    const proposal = await monthlyProposal();
    renderRoute(`/quote/summary?uuid=${proposal.uuid}`);
    const personal = await screen.findByRole('region', { name: 'Personal' });
    const answerTo = (question: string) =>
      within(personal).getByText(question, { exact: false }).nextElementSibling;
    await waitFor(() => expect(answerTo('main job')).toHaveTextContent('Plumber'));
    expect(answerTo('type of business')).toHaveTextContent('Plumbing');
    expect(personal).not.toHaveTextContent(/\bP24\b|\bP17\b/);
  });
});

describe('the price box beside the Summary (SPEC.md 2.9)', () => {
  it('lists the chosen covers with Remove buttons, and a removal re-prices the quote', async () => {
    const user = userEvent.setup();
    const withBreakdown = await monthlyProposal(['breakdown']);
    const without = await monthlyProposal();
    renderRoute(`/quote/summary?uuid=${withBreakdown.uuid}`);
    await screen.findByRole('heading', { level: 1, name: 'Quote Summary' });
    expect(rowOf('Total amount payable')).toHaveTextContent(
      formatMoney(withBreakdown.quote?.monthly_total_payable),
    );
    await user.click(within(priceBox()).getByRole('button', { name: `Remove ${BREAKDOWN}` }));
    expect(await within(priceBox()).findByText('No addons selected.')).toBeInTheDocument();
    await waitFor(() =>
      expect(rowOf('Total amount payable')).toHaveTextContent(
        formatMoney(without.quote?.monthly_total_payable),
      ),
    );
    expect(screen.getByRole('region', { name: 'Optional extras' })).toHaveTextContent(
      'No optional extras have been selected.',
    );
    expect((await api.store.getProposal(withBreakdown.uuid))?.data.addons ?? []).toEqual([]);
  });
});

describe('the price box beside the optional covers (SPEC.md 2.8, 2.9)', () => {
  it('shows the monthly figures of the covers it lists, as they are added and removed', async () => {
    const user = userEvent.setup();
    const without = await monthlyProposal();
    const withBreakdown = await monthlyProposal(['breakdown']);
    renderRoute(`/quote/addons?uuid=${without.uuid}`);
    const breakdown = await screen.findByRole('region', { name: BREAKDOWN });
    const monthly = formatMoney(without.quote?.monthly_payment);
    expect(rowOf('Monthly instalments (x10)')).toHaveTextContent(monthly);
    await user.click(within(breakdown).getByRole('button', { name: `Add ${BREAKDOWN}` }));
    await waitFor(() =>
      expect(rowOf('Monthly instalments (x10)')).toHaveTextContent(
        formatMoney(withBreakdown.quote?.monthly_payment),
      ),
    );
    expect(within(priceBox()).getByRole('listitem')).toHaveTextContent(BREAKDOWN);
    expect(rowOf('Deposit payable today')).toHaveTextContent(
      formatMoney(withBreakdown.quote?.monthly_deposit),
    );
    await user.click(within(priceBox()).getByRole('button', { name: `Remove ${BREAKDOWN}` }));
    await waitFor(() => expect(rowOf('Monthly instalments (x10)')).toHaveTextContent(monthly));
    expect(within(priceBox()).getByText('No addons selected.')).toBeInTheDocument();
  });
});
