/**
 * Retrieve a Quote shows its buttons with its questions, not under "Loading questions...": there they
 * moved down as the questions came in (Lighthouse's CLS 0.03 on /quote/recall), and Retrieve Quote
 * pressed before the questions were in had no validators to check the answers with.
 */
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startApiBridge, type ApiBridge } from './support/api-bridge';
import { renderRoute } from './support/render-route';

const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { held: true, opened, open: () => open() };
});
vi.mock('#forms/form-parts.ts', async (original) => {
  const real = await original<typeof import('#forms/form-parts.ts')>();
  return {
    ...real,
    formPartsLoaded: (id: string, ui: unknown) =>
      !(gate.held && id === 'recall') && real.formPartsLoaded(id as never, ui),
    loadFormParts: async (id: string, ui: unknown) => {
      if (id === 'recall') await gate.opened;
      return real.loadFormParts(id as never, ui);
    },
  };
});

let api: ApiBridge;
beforeAll(async () => {
  api = await startApiBridge();
});
afterAll(() => api.close());

it('shows the buttons with the questions, not before', async () => {
  renderRoute('/quote/recall');
  await screen.findByText('Loading questions...');
  expect(screen.queryByRole('button', { name: 'Retrieve Quote' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

  gate.held = false;
  gate.open();
  await screen.findByRole('button', { name: 'Retrieve Quote' });
  expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  expect(screen.queryByText('Loading questions...')).toBeNull();
  expect(screen.getAllByRole('textbox').length).toBeGreaterThanOrEqual(2);
});
