import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '#domain/money.ts';
import { startApiBridge, type ApiBridge } from './support/api-bridge';
import { renderRoute } from './support/render-route';
import { payByCard, quotedProposal, withMandate } from './support/scenes';

let api: ApiBridge;
beforeAll(async () => {
  api = await startApiBridge();
});
afterEach(() => {
  api.server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => api.close());

const location = () => screen.getByTestId('location').textContent;

async function monthlyProposal() {
  const proposal = await quotedProposal(api);
  await api.call('POST', `/api/proposal/${proposal.uuid}/payment-method`, { is_pay_monthly: true });
  return proposal;
}

async function answerInstalments(
  user: ReturnType<typeof userEvent.setup>,
  account: string,
  affordable = true,
) {
  // The form's validators are compiled on first use: wait for its questions, not for a fixed time.
  const income = await screen.findByRole(
    'radiogroup',
    { name: /regular monthly income enough/ },
    { timeout: 5000 },
  );
  await user.click(within(income).getByRole('radio', { name: affordable ? 'Yes' : 'No' }));
  const outgoings = screen.getByRole('radiogroup', { name: /After your regular outgoings/ });
  await user.click(within(outgoings).getByRole('radio', { name: 'Yes' }));
  await user.type(screen.getByLabelText("Account holder's name"), 'Sam Driver');
  await user.type(screen.getByLabelText('Account number'), account);
  await user.type(screen.getByLabelText('Sort code'), '089999');
}

describe('Instalments (SPEC.md 2.11)', () => {
  it('asks to agree when an affordability answer is No, and sends nothing', async () => {
    const user = userEvent.setup();
    const proposal = await monthlyProposal();
    renderRoute(`/quote/instalments?uuid=${proposal.uuid}`);
    await answerInstalments(user, '66374958', false);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(
      'Please check and agree to the terms of the agreement.',
    );
    expect((await api.store.getProposal(proposal.uuid))?.data.direct_debit).toBeNull();
  });

  it('records an accepted mandate and goes to the card payment by a full page load', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const proposal = await monthlyProposal();
    renderRoute(`/quote/instalments?uuid=${proposal.uuid}`);
    await answerInstalments(user, '66374958');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/quote/payment?uuid=${proposal.uuid}`));
    expect((await api.store.getProposal(proposal.uuid))?.data.direct_debit).toMatchObject({
      account_number: '****4958',
    });
  });

  it('shows the modulus failure on the bank details and stays', async () => {
    const user = userEvent.setup();
    const proposal = await monthlyProposal();
    renderRoute(`/quote/instalments?uuid=${proposal.uuid}`);
    await answerInstalments(user, '66374959');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Account number')).toHaveAccessibleDescription(
      /don't match a UK bank account/,
    );
    expect(location()).toMatch(/^\/quote\/instalments/);
    // The message is about the pair: correcting the account number takes it off both fields.
    const sortCode = screen.getByLabelText('Sort code');
    expect(sortCode).toHaveAccessibleDescription(/don't match a UK bank account/);
    await user.clear(screen.getByLabelText('Account number'));
    await user.type(screen.getByLabelText('Account number'), '66374958');
    expect(sortCode).not.toHaveAccessibleDescription(/don't match a UK bank account/);
    expect(screen.getByLabelText('Account number')).not.toHaveAccessibleDescription(
      /don't match a UK bank account/,
    );
  });

  it('says where Continue was pressed that the bank check cannot be made just now', async () => {
    const user = userEvent.setup();
    const proposal = await monthlyProposal();
    renderRoute(`/quote/instalments?uuid=${proposal.uuid}`);
    await answerInstalments(user, '66374974');
    const next = screen.getByRole('button', { name: 'Continue' });
    await user.click(next);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/can't check your bank details right now/);
    // Right above the buttons, not at the page's top (out of view on a phone by then).
    expect(alert.nextElementSibling).toContainElement(next);
    expect(location()).toMatch(/^\/quote\/instalments/);
  });

  it('says a server message about an answer the form does not ask where Continue was pressed, and stays', async () => {
    const user = userEvent.setup();
    const proposal = await monthlyProposal();
    renderRoute(`/quote/instalments?uuid=${proposal.uuid}`);
    await answerInstalments(user, '66374958');
    const message = 'Please choose the day of the month your payments are taken.';
    api.server.use(
      http.patch('*/json/proposal/direct-debit', () =>
        HttpResponse.json(
          {
            error: {
              code: 'invalid',
              message: 'Some answers need changing.',
              fields: [{ path: 'payment_day', message }],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const next = screen.getByRole('button', { name: 'Continue' });
    await user.click(next);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert.nextElementSibling).toContainElement(next);
    expect(location()).toMatch(/^\/quote\/instalments/);
    expect(screen.getByLabelText('Account number')).toHaveValue('66374958');
  });

  it('sends a declined application to InstalmentsDeclined, where Pay in full switches to annual', async () => {
    const user = userEvent.setup();
    const proposal = await monthlyProposal();
    renderRoute(`/quote/instalments?uuid=${proposal.uuid}`);
    await answerInstalments(user, '66374961');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: "Sorry, we can't set up monthly payments" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay in full' }));
    await waitFor(() => expect(location()).toBe(`/quote/payment?uuid=${proposal.uuid}`));
    expect((await api.store.getProposal(proposal.uuid))?.isPayMonthly).toBe(false);
  });

  it('shows a Direct Debit already set up, to go on to the card payment or change the details', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const proposal = await quotedProposal(api);
    await withMandate(api, proposal.uuid);
    renderRoute(`/quote/instalments?uuid=${proposal.uuid}&payment=failed`);
    const mandate = await screen.findByRole('region', { name: 'Your Direct Debit is set up' });
    expect(mandate).toHaveTextContent('Sam Driver');
    expect(mandate).toHaveTextContent('****4958');
    expect(mandate).toHaveTextContent('**-**-99');
    expect(screen.queryByLabelText('Account number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/quote/payment?uuid=${proposal.uuid}`));

    await user.click(within(mandate).getByRole('button', { name: 'Change bank details' }));
    expect(await screen.findByLabelText('Account number', {}, { timeout: 5000 })).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Your Direct Debit is set up' })).not.toBeInTheDocument();
  });

  it('opens the Direct Debit Guarantee in a dialog', async () => {
    const user = userEvent.setup();
    const proposal = await monthlyProposal();
    renderRoute(`/quote/instalments?uuid=${proposal.uuid}`);
    await user.click(await screen.findByRole('button', { name: 'The Direct Debit Guarantee' }));
    const dialog = screen.getByRole('dialog', { name: 'The Direct Debit Guarantee' });
    expect(dialog).toHaveTextContent(/two working days in advance/);
    expect(dialog).toHaveTextContent(/full and immediate refund/);
    expect(dialog).toHaveTextContent(/cancel a Direct Debit at any time/);
  });
});

describe('Payment (SPEC.md 2.12)', () => {
  it('shows the amount the server computed and the card frame', async () => {
    const proposal = await quotedProposal(api);
    renderRoute(`/quote/payment?uuid=${proposal.uuid}`);
    const frame = await screen.findByTitle('Card payment');
    expect(frame).toHaveAttribute('src', expect.stringMatching(/^\/sandbox\/pay\/pay_/));
    expect(frame).toHaveAttribute('height', '564');
    expect(screen.getByRole('heading', { name: /Amount to pay/ })).toHaveTextContent(
      formatMoney(proposal.quote?.annual_total),
    );
  });

  it('takes the monthly deposit once the Direct Debit is set up, and says so when it is not', async () => {
    const proposal = await monthlyProposal();
    renderRoute(`/quote/payment?uuid=${proposal.uuid}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please set up your Direct Debit before paying the deposit.',
    );
    // No amount left waiting ("...") beside a payment that cannot start.
    expect(screen.queryByRole('heading', { name: /Amount to pay/ })).not.toBeInTheDocument();
    const ready = await quotedProposal(api);
    await withMandate(api, ready.uuid);
    renderRoute(`/quote/payment?uuid=${ready.uuid}`);
    expect(await screen.findByText(formatMoney(ready.quote?.monthly_deposit))).toBeInTheDocument();
  });
});

describe('After paying (SPEC.md 2.12, 2.13)', () => {
  it('PaymentRedirect sends a paid proposal to Complete, which accepts it', async () => {
    const proposal = await quotedProposal(api);
    await payByCard(api, proposal.uuid);
    renderRoute(`/quote/payment-redirect?uuid=${proposal.uuid}`);
    expect(await screen.findByRole('heading', { name: "Good news you're covered!" })).toBeInTheDocument();
    expect(screen.getByText(`VQP-${proposal.reference}`)).toBeInTheDocument();
    expect(screen.getByText(/within 24 hours/)).toHaveTextContent(/junk mail/);
    expect((await api.store.getProposal(proposal.uuid))?.isPurchased).toBe(true);
  });

  it('Complete gives a monthly payer the premium as the price box does, and the total payable beside it', async () => {
    const proposal = await monthlyProposal();
    await withMandate(api, proposal.uuid);
    await payByCard(api, proposal.uuid);
    renderRoute(`/quote/complete?uuid=${proposal.uuid}`);
    await screen.findByRole('heading', { name: "Good news you're covered!" });
    const quote = (await api.store.getProposal(proposal.uuid))?.data.quote;
    const facts = document.querySelector('.complete__facts')!;
    const figure = (term: string) =>
      [...facts.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling
        ?.textContent;
    expect(figure('Total premium')).toBe(formatMoney(quote?.annual_total));
    expect(figure('Total amount payable')).toBe(formatMoney(quote?.monthly_total_payable));
    expect(quote?.monthly_total_payable).toBeGreaterThan(quote?.annual_total ?? 0);
  });

  it('PaymentRedirect without a quote to look at offers the way to retrieve it', async () => {
    renderRoute('/quote/payment-redirect');
    await screen.findByRole('heading', { name: "We couldn't find your payment" });
    expect(screen.getByRole('link', { name: 'retrieve your quote' })).toHaveAttribute(
      'href',
      '/quote/recall',
    );
  });

  it('PaymentRedirect explains a declined card on the summary', async () => {
    const proposal = await quotedProposal(api);
    await payByCard(api, proposal.uuid, '4000000000000002');
    renderRoute(`/quote/payment-redirect?uuid=${proposal.uuid}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card payment was declined');
    expect(location()).toBe(`/quote/summary?uuid=${proposal.uuid}&payment=declined`);
  });

  it('Complete without a payment goes to the technical issue page', async () => {
    const proposal = await quotedProposal(api);
    renderRoute(`/quote/complete?uuid=${proposal.uuid}`);
    await waitFor(() => expect(location()).toBe(`/error/exception?uuid=${proposal.uuid}`));
    expect((await api.store.getProposal(proposal.uuid))?.isPurchased).toBe(false);
  });

  it('Accepted goes back to Payment or on to Complete', async () => {
    const user = userEvent.setup();
    const proposal = await quotedProposal(api);
    renderRoute(`/quote/payment/accepted?uuid=${proposal.uuid}`);
    expect(await screen.findByRole('heading', { name: 'Payment accepted' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(location()).toBe(`/quote/payment?uuid=${proposal.uuid}`));
  });
});

describe('Retrieve a Quote (SPEC.md 2.14)', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, reference: string, postcode: string) {
    await user.type(await screen.findByLabelText('Quote reference'), reference);
    await user.type(screen.getByLabelText('Postcode'), postcode);
    await user.type(screen.getByLabelText('Date of birth'), '14031985');
    await user.click(screen.getByRole('button', { name: 'Retrieve Quote' }));
  }

  it('opens the quote on the payment option screen', async () => {
    const user = userEvent.setup();
    const proposal = await quotedProposal(api);
    renderRoute('/quote/recall');
    await fill(user, proposal.reference.toLowerCase(), 'ls6 3aw');
    await waitFor(() => expect(location()).toBe(`/quote/payment-option?uuid=${proposal.uuid}`));
  });

  it('says the quote was not found, without saying which detail is wrong', async () => {
    const user = userEvent.setup();
    const proposal = await quotedProposal(api);
    renderRoute('/quote/recall');
    await fill(user, proposal.reference, 'LS6 3AX');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry we were unable to find your quote - please check the details you entered were correct!',
    );
  });

  it('says a server message about an answer it does not ask, keeping what was typed', async () => {
    const user = userEvent.setup();
    const proposal = await quotedProposal(api);
    renderRoute('/quote/recall');
    const message = 'Retrieving a quote needs the email address it was sent to.';
    api.server.use(
      http.post('*/recall', () =>
        HttpResponse.json(
          {
            error: { code: 'invalid', message: 'Check your answers.', fields: [{ path: 'email', message }] },
          },
          { status: 422 },
        ),
      ),
    );
    await fill(user, proposal.reference, 'LS6 3AW');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Quote reference')).toHaveValue(proposal.reference);
    expect(location()).toBe('/quote/recall');
  });

  it('checks the reference before sending', async () => {
    const user = userEvent.setup();
    renderRoute('/quote/recall');
    await fill(user, '12', 'LS6 3AW');
    expect(await screen.findByText('Quote reference is invalid')).toBeInTheDocument();
    expect(location()).toBe('/quote/recall');
  });
});
