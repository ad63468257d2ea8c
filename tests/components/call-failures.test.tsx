import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failureMessage } from '#api/failure-message.ts';
import { HttpError } from '#api/client.ts';
import pageMessages from '#schemas/page-messages.json';
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
const refuse = (path: string, status: number, message: string) =>
  api.server.use(
    http.post(path, () => HttpResponse.json({ error: { code: 'refused', message, fields: [] } }, { status })),
  );

describe('A failed call is said on the page (issue 11.1)', () => {
  it('Addons: a refused save says why and keeps the customer and the choice', async () => {
    const user = userEvent.setup();
    const proposal = await quotedProposal(api);
    renderRoute(`/quote/addons?uuid=${proposal.uuid}`);
    const legal = await screen.findByRole('region', { name: 'Motor Legal Expenses' });
    refuse(
      '*/addons',
      409,
      'This quote was changed in another window. Reload the page to see the latest answers.',
    );
    await user.click(within(legal).getByRole('button', { name: /Add/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This quote was changed in another window.');
    expect(location()).toMatch(/^\/quote\/addons/);
    expect(within(legal).getByRole('button', { name: /Remove/ })).toBeInTheDocument();
  });

  it('price box: a frequency that could not be stored goes back, with the reason', async () => {
    const user = userEvent.setup();
    const proposal = await quotedProposal(api);
    renderRoute(`/quote/addons?uuid=${proposal.uuid}`);
    const box = await screen.findByRole('complementary', { name: 'Your price' });
    refuse('*/payment-method', 429, 'Too many changes. Please wait a moment and try again.');
    await user.click(within(box).getByRole('button', { name: 'Monthly' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('Too many changes.');
    expect(within(box).getByRole('button', { name: 'Annually' })).toHaveAttribute('aria-pressed', 'true');
    expect((await api.store.getProposal(proposal.uuid))?.isPayMonthly).toBe(false);
  });

  it('InstalmentsDeclined: Pay in full that could not be stored says so and stays', async () => {
    const user = userEvent.setup();
    const proposal = await quotedProposal(api);
    renderRoute(`/quote/instalments/declined?uuid=${proposal.uuid}`);
    await screen.findByRole('button', { name: 'Pay in full' });
    refuse(
      '*/payment-method',
      503,
      'We cannot change how you pay just now. Please try again in a few minutes.',
    );
    await user.click(screen.getByRole('button', { name: 'Pay in full' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We cannot change how you pay just now.');
    expect(location()).toMatch(/^\/quote\/instalments\/declined/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay in full' })).toBeEnabled());
  });
});

describe('failureMessage: one mapping from a failed call to words', () => {
  it('prefers field messages, then the server message, then a plain fallback', () => {
    const fields = [
      { path: 'a', message: 'First.' },
      { path: 'b', message: 'First.' },
      { path: 'c', message: 'Second.' },
    ];
    expect(failureMessage(new HttpError(422, 'invalid', 'Some answers need attention.', fields))).toBe(
      'First. Second.',
    );
    expect(failureMessage(new HttpError(409, 'purchased', 'Already bought.'))).toBe('Already bought.');
    expect(failureMessage(new HttpError(502, 'http_error', 'Request failed (502)'))).toBe(
      pageMessages.try_again,
    );
    expect(failureMessage(new TypeError('x is undefined'))).toBe(pageMessages.try_again);
  });

  it('says nothing when the customer has already been shown Expired or Exception', () => {
    const error = new HttpError(500, 'internal', 'Internal error');
    error.routed = true;
    expect(failureMessage(error)).toBeNull();
  });
});
