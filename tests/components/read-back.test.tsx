import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Risk } from '#domain/contract/proposal.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { startApiBridge, type ApiBridge } from './support/api-bridge';
import { renderRoute } from './support/render-route';
import { quotedProposal } from './support/scenes';

/*
 * What the customer sees back (issue 11): numbers with thousands separators in the summary and in the
 * number boxes as they type, the stored answer a plain whole number; an electric van's engine size
 * (0 in the dataset) read back nowhere rather than as '0cc'.
 */

let api: ApiBridge;
beforeAll(async () => {
  api = await startApiBridge();
});
afterAll(() => api.close());

/** The complete example with an electric Ford E-Transit Custom (engine size 0); the server fills its facts. */
function electricVanRisk(): Risk {
  const risk = completeRisk() as Risk & { vehicle: Record<string, unknown> };
  const {
    vehicle_make: _m,
    vehicle_model: _o,
    fuel_type: _f,
    transmission: _t,
    engine_size: _e,
    number_of_doors: _d,
    ...rest
  } = risk.vehicle;
  return { ...risk, vehicle: { ...rest, abi_code: '10010152', year_of_manufacture: 2025 } } as Risk;
}

/** The answer beside a question in a review box. */
const answerTo = (box: HTMLElement, question: string) => within(box).getByText(question).nextSibling;

describe('what the customer sees back', { timeout: 30_000 }, () => {
  it('the summary groups thousands and leaves out an electric van’s engine size', async () => {
    const proposal = await quotedProposal(api, electricVanRisk());
    expect((proposal.risk.vehicle as Record<string, unknown>).engine_size).toBe(0);
    renderRoute(`/quote/summary?uuid=${proposal.uuid}`);
    const vehicle = await screen.findByRole('region', { name: 'Vehicle' }, { timeout: 5000 });
    expect(answerTo(vehicle, 'What is the current mileage?')).toHaveTextContent(/^42,000$/);
    expect(answerTo(vehicle, 'How many miles will the van do in a year?')).toHaveTextContent(/^12,000$/);
    expect(answerTo(vehicle, 'What is the van worth today (£)?')).toHaveTextContent(/^£18,500$/);
    expect(answerTo(vehicle, "What is the van's gross vehicle weight (kg)?")).toHaveTextContent(/^3,000$/);
    expect(within(vehicle).queryByText('Engine size')).not.toBeInTheDocument();
    expect(vehicle).not.toHaveTextContent(/\b0 ?cc\b/);
  });

  it('the found van’s card says nothing of an electric van’s engine size', async () => {
    const proposal = await quotedProposal(api, electricVanRisk());
    renderRoute(`/quote/edit?uuid=${proposal.uuid}`);
    const card = await screen.findByRole('region', { name: 'Your van' }, { timeout: 5000 });
    expect(card).toHaveTextContent('E-TRANSIT CUSTOM');
    expect(within(card).queryByText('Engine size')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent(/\b0 ?cc\b/);
  });

  it('a number box groups thousands as the customer types, and the server stores the whole number', async () => {
    const user = userEvent.setup();
    const proposal = await quotedProposal(api);
    renderRoute(`/quote/edit?uuid=${proposal.uuid}`);
    await screen.findByRole('heading', { level: 1, name: 'Your details' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: /Cover Requirements/ }));
    const mileage = await screen.findByRole('textbox', { name: 'How many miles will the van do in a year?' });
    await user.clear(mileage);
    await user.type(mileage, '1500');
    expect(mileage).toHaveValue('1,500');
    await user.type(mileage, '0');
    expect(mileage).toHaveValue('15,000');
    await user.click(screen.getByRole('button', { name: 'Get my quote' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toMatch(/^\/quote\/payment-option/),
    );
    const stored = (await api.store.getProposal(proposal.uuid))?.data.risk.vehicle as Record<string, unknown>;
    expect(stored.total_annual_mileage).toBe(15000);
  });
});
