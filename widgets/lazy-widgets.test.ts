import { describe, expect, it } from 'vitest';
import { lazyWidgetNames, preloadWidgets, widgetsLoaded } from './lazy-widgets';

describe('the lazy widgets a UI schema names (lazy-widgets.ts)', () => {
  it('a form naming none of them is ready at once', () => {
    const names = lazyWidgetNames({ name: { 'ui:widget': 'text' }, items: [{ 'ui:widget': 'select' }] });
    expect(names).toEqual([]);
    expect(widgetsLoaded(names)).toBe(true);
  });

  it('a form naming one, at any depth, waits for it, and only for it', async () => {
    const names = lazyWidgetNames({ drivers: { items: [{ phone: { 'ui:widget': 'phone-input' } }] } });
    expect(names).toEqual(['phone-input']);
    expect(widgetsLoaded(names)).toBe(false);
    expect(widgetsLoaded(names)).toBe(false); // asked again: the same answer
    await preloadWidgets(names);
    expect(widgetsLoaded(names)).toBe(true);
    // Another form's widget is not loaded by it.
    expect(widgetsLoaded(lazyWidgetNames({ address: { 'ui:field': 'address-lookup' } }))).toBe(false);
  });
});
