import { describe, expect, it } from 'vitest';
import { preloadWidgets, widgetsLoaded } from './lazy-widgets';

describe('the lazy widgets a UI schema names (lazy-widgets.ts)', () => {
  it('a form naming none of them is ready at once', () => {
    expect(widgetsLoaded({ name: { 'ui:widget': 'text' }, items: [{ 'ui:widget': 'select' }] })).toBe(true);
  });

  it('a form naming one, at any depth, waits for it, and only for it', async () => {
    const ui = { drivers: { items: [{ phone: { 'ui:widget': 'phone-input' } }] } };
    expect(widgetsLoaded(ui)).toBe(false);
    expect(widgetsLoaded(ui)).toBe(false); // asked again: the same answer
    await preloadWidgets(ui);
    expect(widgetsLoaded(ui)).toBe(true);
    // Another form's widget is not loaded by it.
    expect(widgetsLoaded({ address: { 'ui:field': 'address-lookup' } })).toBe(false);
  });
});
