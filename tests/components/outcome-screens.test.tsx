import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_PHONE } from '#domain/limits.ts';
import { startApiBridge, type ApiBridge } from './support/api-bridge';
import { renderRoute } from './support/render-route';

let api: ApiBridge;
beforeAll(async () => {
  api = await startApiBridge();
});
afterAll(() => api.close());

describe('outcome pages (SPEC.md 2.15)', () => {
  it.each([
    ['/quote/declined', "We're sorry we can't offer you cover"],
    ['/error/exception', "Sorry, we're experiencing a technical issue"],
    ['/quote/session-expired', 'Session Expired'],
    ['/no/such/page', 'Page not found'],
  ])('%s says so, without the progress bar, and offers Start a quote', async (path, heading) => {
    renderRoute(path, { assumptionsAccepted: false });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Progress' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a quote' })).toHaveAttribute('href', '/quote/create');
  });

  it.each([
    ['/quote/declined', "We're sorry we can't offer you cover"],
    ['/error/exception', "Sorry, we're experiencing a technical issue"],
  ])('%s gives our number as a link a phone calls with one tap', async (path, heading) => {
    renderRoute(path, { assumptionsAccepted: false });
    const main = within(await screen.findByRole('main'));
    await main.findByRole('heading', { level: 1, name: heading });
    expect(main.getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute(
      'href',
      `tel:${SUPPORT_PHONE.replace(/\s/g, '')}`,
    );
  });

  it('Expired says how long a quote lasts', async () => {
    renderRoute('/quote/session-expired');
    expect(await screen.findByText(/Quotes are valid for 30 days/)).toBeInTheDocument();
  });

  it('Not Found names the address', async () => {
    renderRoute('/quote/nothing-here');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(within(screen.getByRole('main')).getByText('/quote/nothing-here')).toBeInTheDocument();
  });
});

describe('Assumptions (SPEC.md 2.5)', () => {
  it('asks for agreement before going on, then goes to the create form', async () => {
    const user = userEvent.setup();
    renderRoute('/assumptions', { assumptionsAccepted: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Before we start' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please answer this question in order to proceed.');
    expect(screen.getByTestId('location')).toHaveTextContent('/assumptions');
    await user.click(
      screen.getByRole('checkbox', { name: 'I confirm that the assumptions above are correct' }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/quote/create');
    expect(localStorage.getItem('vq.assumptionsAccepted')).toBe('true');
  });

  it('sends a guarded screen that needs no proposal on after the assumptions, query and all', async () => {
    const user = userEvent.setup();
    renderRoute('/quote/recall?from=email', { assumptionsAccepted: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Before we start' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/assumptions$/);
    await user.click(
      screen.getByRole('checkbox', { name: 'I confirm that the assumptions above are correct' }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Retrieve a Quote' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/quote\/recall\?from=email$/);
  });

  it.each([
    ['/?campaign=van', /^\/assumptions\?campaign=van$/],
    ['/quote?campaign=van', /^\/quote\/create\?campaign=van$/],
    ['/quote/?campaign=van', /^\/quote\/create\?campaign=van$/],
  ])('%s redirects keeping its query', async (path, target) => {
    renderRoute(path);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('location')).toHaveTextContent(target);
  });

  it('guards the quote form until the assumptions are accepted', async () => {
    renderRoute('/quote/create', { assumptionsAccepted: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Before we start' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/assumptions$/);
  });
});
