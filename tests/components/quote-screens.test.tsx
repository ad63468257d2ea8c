import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '#domain/dates.ts';
import { formatMoney } from '#domain/money.ts';
import pageMessages from '#schemas/page-messages.json';
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

const location = () => screen.getByTestId('location').textContent;

describe('Payment option (SPEC.md 2.7)', () => {
  it('greets the customer, shows both ways to pay and stores the choice', async () => {
    const user = userEvent.setup();
    const proposal = await quotedProposal(api);
    renderRoute(`/quote/payment-option?uuid=${proposal.uuid}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hi Sam, here is your quote' }),
    ).toBeInTheDocument();
    const monthly = screen.getByRole('region', { name: 'Pay monthly' });
    expect(monthly).toHaveTextContent(formatMoney(proposal.quote?.monthly_payment));
    await user.click(within(monthly).getByRole('button', { name: 'Select' }));
    expect(within(monthly).getByRole('button', { name: 'Selected' })).toBeInTheDocument();
    await waitFor(async () => expect((await api.store.getProposal(proposal.uuid))?.isPayMonthly).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Optional covers' })).toBeInTheDocument();
  });

  it('blocks Continue with the SPEC.md message when the start date has passed', async () => {
    const proposal = await quotedProposal(api);
    const stored = await api.store.getProposal(proposal.uuid);
    await api.store.updateProposal(proposal.uuid, stored!.version, {
      data: { ...stored!.data, risk: { ...stored!.data.risk, cover_start_date: addDays(todayIso(), -2) } },
    });
    renderRoute(`/quote/payment-option?uuid=${proposal.uuid}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You are unable to proceed with the quote as the requested start date is before today's date.",
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it("offers Retrieve a Quote for a proposal this browser can't open", async () => {
    renderRoute('/quote/payment-option?uuid=1b4e28ba-2fa1-41d2-883f-0016d3cca427');
    expect(await screen.findByRole('heading', { name: "We couldn't open this quote" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retrieve a Quote' })).toHaveAttribute('href', '/quote/recall');
  });
});

describe('Optional covers (SPEC.md 2.8)', () => {
  it('adds a cover, saves it on Continue and shows it on the summary', async () => {
    const user = userEvent.setup();
    const proposal = await quotedProposal(api);
    renderRoute(`/quote/addons?uuid=${proposal.uuid}`);
    const breakdown = await screen.findByRole('region', { name: 'UK & European Breakdown Recovery' });
    expect(breakdown).toHaveTextContent('£89.95 per annum');
    await user.click(within(breakdown).getByRole('button', { name: /Add/ }));
    expect(screen.getByRole('complementary', { name: 'Your price' })).toHaveTextContent(
      'UK & European Breakdown Recovery',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote Summary' })).toBeInTheDocument();
    expect((await api.store.getProposal(proposal.uuid))?.data.addons?.map((a) => a.code)).toEqual([
      'breakdown',
    ]);
    expect(screen.getByRole('region', { name: 'Optional extras' })).toHaveTextContent(
      'UK & European Breakdown Recovery: £89.95 a year',
    );
  });

  it('keeps the customer on the page when saving fails', async () => {
    const user = userEvent.setup();
    const proposal = await quotedProposal(api);
    renderRoute(`/quote/addons?uuid=${proposal.uuid}`);
    const legal = await screen.findByRole('region', { name: 'Motor Legal Expenses' });
    api.server.use(
      http.post('*/addons', () =>
        HttpResponse.json({ error: { code: 'conflict', message: 'x', fields: [] } }, { status: 409 }),
      ),
    );
    await user.click(within(legal).getByRole('button', { name: /Add/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    expect(location()).toMatch(/^\/quote\/addons/);
  });
});

describe('Summary (SPEC.md 2.10)', () => {
  it('reviews the answers in the boxes the schemas declare, and gates Continue on I Agree', async () => {
    const user = userEvent.setup();
    const proposal = await quotedProposal(api);
    renderRoute(`/quote/summary?uuid=${proposal.uuid}`);
    const vehicle = await screen.findByRole('region', { name: 'Vehicle' });
    expect(within(vehicle).getByText('Registration').nextSibling).toHaveTextContent('VQ21TCE');
    expect(within(vehicle).getByText('Transmission').nextSibling).toHaveTextContent('Manual');
    const personal = screen.getByRole('region', { name: 'Personal' });
    expect(within(personal).getByText('First name').nextSibling).toHaveTextContent('Sam');
    expect(within(personal).getByText('What is your home address?').nextSibling).toHaveTextContent('LS6 3AW');
    const drivers = screen.getByRole('region', { name: 'Additional drivers' });
    expect(within(drivers).getByRole('heading', { name: 'Driver 1: Alex Taylor' })).toBeInTheDocument();
    // Each box's Edit opens the form at the step of the first answer it shows.
    const editOf = (box: HTMLElement, name: string) =>
      within(box).getByRole('link', { name }).getAttribute('href');
    expect(editOf(vehicle, 'Edit vehicle')).toBe(`/quote/edit?uuid=${proposal.uuid}&step=1`);
    expect(editOf(personal, 'Edit personal')).toBe(`/quote/edit?uuid=${proposal.uuid}&step=3`);
    expect(editOf(drivers, 'Edit additional drivers')).toBe(`/quote/edit?uuid=${proposal.uuid}&step=4`);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please confirm the above.');
    expect(location()).toMatch(/^\/quote\/summary/);
  });

  it('sends a purchased proposal to Complete', async () => {
    const proposal = await quotedProposal(api);
    const stored = await api.store.getProposal(proposal.uuid);
    await api.store.updateProposal(proposal.uuid, stored!.version, { isPurchased: true });
    renderRoute(`/quote/summary?uuid=${proposal.uuid}`);
    await waitFor(() => expect(location()).toBe(`/quote/complete?uuid=${proposal.uuid}`));
  });
});

describe('Quote form (SPEC.md 2.6)', () => {
  it('opens a saved proposal for editing with its answers', async () => {
    const proposal = await quotedProposal(api, completeRisk());
    renderRoute(`/quote/edit?uuid=${proposal.uuid}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your details' })).toBeInTheDocument();
    expect(await screen.findByLabelText('What is the van worth today (£)?')).toHaveValue('18,500');
  });

  it('after a failed Continue, keeps the named problems red but not the questions a later answer brings up', async () => {
    const user = userEvent.setup();
    const proposal = await quotedProposal(api, completeRisk());
    renderRoute(`/quote/edit?uuid=${proposal.uuid}`);
    await user.click(
      await screen.findByRole('button', { name: /Your Driving History/ }, { timeout: 15_000 }),
    );
    const panel = document.getElementById('step-2-panel')!;
    const licence = await within(panel).findByLabelText('When did you get this licence?');
    await user.clear(licence);
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert', { name: pageMessages.error_summary_title });
    expect(within(summary).getAllByRole('link')).toHaveLength(1);
    // A Yes that brings up a claim's questions: none is red before the customer has answered it.
    await user.click(
      within(within(panel).getByRole('radiogroup', { name: /accidents, claims or losses/ })).getByRole(
        'radio',
        {
          name: 'Yes',
        },
      ),
    );
    const claimDate = await within(panel).findByLabelText('When did it happen?');
    expect(claimDate).not.toHaveAccessibleDescription(/Please/);
    expect(within(summary).getAllByRole('link')).toHaveLength(1);
    expect(licence).toHaveAccessibleDescription(/Please/);
    // The next Continue names them.
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(claimDate).toHaveAccessibleDescription(/Please/));
    expect(
      within(await screen.findByRole('alert', { name: pageMessages.error_summary_title })).getAllByRole(
        'link',
      ).length,
    ).toBeGreaterThan(2);
  });

  it('shows the step messages on a failed Continue', async () => {
    const user = userEvent.setup();
    renderRoute('/quote/create');
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    await user.click(continueButton);
    const message = await screen.findByText('Please enter your registration and select a vehicle.');
    expect(screen.getByLabelText('Enter your registration')).toHaveAccessibleDescription(
      message.textContent ?? '',
    );
    expect(screen.getByRole('button', { name: /Your Driving History/ })).toBeDisabled();
  });
});
