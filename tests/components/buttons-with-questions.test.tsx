/**
 * The buying screens with a form of their own (Retrieve a Quote, Instalments) show their buttons with
 * its questions, not under "Loading questions...": on Retrieve a Quote they moved down as the
 * questions came in (Lighthouse's CLS 0.03 on /quote/recall), and a button pressed before the
 * questions were in had no validators to check the answers with (an error, not a message).
 */
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApiBridge, type ApiBridge } from './support/api-bridge';
import { renderRoute } from './support/render-route';
import { quotedProposal } from './support/scenes';

const gate = vi.hoisted(() => {
  const held = new Map<string, () => void>();
  const waiting = new Map<string, Promise<void>>();
  const hold = (id: string) => waiting.set(id, new Promise<void>((resolve) => held.set(id, resolve)));
  const release = (id: string) => {
    held.get(id)?.();
    held.delete(id);
  };
  /** Forms whose parts cannot be fetched (the connection dropped). */
  const failing = new Set<string>();
  return { held, waiting, hold, release, failing };
});
vi.mock('#forms/form-parts.ts', async (original) => {
  const real = await original<typeof import('#forms/form-parts.ts')>();
  return {
    ...real,
    formPartsLoaded: (id: string) =>
      !gate.held.has(id) && !gate.failing.has(id) && real.formPartsLoaded(id as never),
    loadFormParts: async (id: string) => {
      await gate.waiting.get(id);
      if (gate.failing.has(id)) throw new TypeError('Failed to fetch dynamically imported module');
      return real.loadFormParts(id as never);
    },
  };
});

let api: ApiBridge;
beforeAll(async () => {
  api = await startApiBridge();
});
afterAll(() => api.close());

describe('a buying screen with a form of its own', () => {
  it('Retrieve a Quote shows its buttons with its questions, not before', async () => {
    gate.hold('recall');
    renderRoute('/quote/recall');
    await screen.findByText('Loading questions...');
    expect(screen.queryByRole('button', { name: 'Retrieve Quote' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    gate.release('recall');
    await screen.findByRole('button', { name: 'Retrieve Quote' });
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByText('Loading questions...')).toBeNull();
    expect(screen.getAllByRole('textbox').length).toBeGreaterThanOrEqual(2);
  });

  it('Instalments shows its buttons with its questions, not before', async () => {
    const proposal = await quotedProposal(api);
    await api.call('POST', `/api/proposal/${proposal.uuid}/payment-method`, { is_pay_monthly: true });
    gate.hold('instalments');
    renderRoute(`/quote/instalments?uuid=${proposal.uuid}`);
    await screen.findByText('Loading questions...', undefined, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();

    gate.release('instalments');
    await screen.findByRole('button', { name: 'Continue' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(screen.getByLabelText('Account number')).toBeInTheDocument();
  });
});

describe('a form whose questions could not be loaded (decision 070)', () => {
  const NOT_LOADED = 'We could not load these questions. Check your connection and reload the page.';
  afterEach(() => gate.failing.clear());

  it('Instalments says so, with a reload and Previous, and no Continue', async () => {
    const proposal = await quotedProposal(api);
    await api.call('POST', `/api/proposal/${proposal.uuid}/payment-method`, { is_pay_monthly: true });
    gate.failing.add('instalments');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute(`/quote/instalments?uuid=${proposal.uuid}`);
    const alert = await screen.findByText(NOT_LOADED, undefined, { timeout: 5000 });
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText('Loading questions...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(warn).toHaveBeenCalledWith('Form validators not loaded', expect.any(TypeError));
    warn.mockRestore();
  });

  it('Payment option says so under the start date, whose Continue cannot be pressed', async () => {
    const proposal = await quotedProposal(api);
    gate.failing.add('payment-option');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute(`/quote/payment-option?uuid=${proposal.uuid}`);
    await screen.findByText(NOT_LOADED, undefined, { timeout: 5000 });
    expect(screen.getByLabelText('Cover start date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    warn.mockRestore();
  });
});
