/**
 * A route's screen that cannot be shown (its code could not be fetched: the connection dropped as the
 * customer moved on) leaves the page's layout with a message and a reload, not a blank page; another
 * route shows as usual.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from './support/render-route';

vi.mock('#screens/recall/recall-screen.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('a screen that could not be shown', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so, with a reload, in the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // React also reports an error a boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    renderRoute('/quote/recall');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sorry, this page could not be shown' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('We could not show this page. Check your connection and reload the page.'),
    ).toBeInTheDocument();
    // The page's own layout stays: its header and progress.
    expect(screen.getByRole('link', { name: 'Van Quote home' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Reload the page' }).click();
    expect(reload).toHaveBeenCalledOnce();
  });
});
