/**
 * The widgets and fields fetched on first use, by their registry names (docs/decisions/043, 046):
 * the combobox (downshift), the phone box (libphonenumber), the address lookup, and the vehicle
 * lookup that only the quote form's first step shows. (The masked boxes stay in the registry: small
 * without imask, which they fetch on first focus, shared/lazy-mask.ts; lazy, they cost the routes
 * that show them more in extra chunks than they saved the one that does not.) A form fetches the ones its UI schema names
 * with its validators (src/forms/form-parts.ts), so a step never shows half-loaded.
 *
 * Apart from the registry so that a screen which only validates (the payment option's start date)
 * can ask "is everything in?" without loading every eager widget the registry imports.
 */
import type { ComponentType } from 'react';
import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { lazyWidget, type LazyWidget } from './shared/lazy-widget';

export const lazyWidgets = {
  'list-autocomplete': lazyWidget<WidgetProps>(() =>
    import('./list-autocomplete/list-autocomplete').then((m) => m.ListAutocompleteWidget),
  ),
  'phone-input': lazyWidget<WidgetProps>(() =>
    import('./phone-input/phone-input').then((m) => m.PhoneInputWidget),
  ),
  'address-lookup': lazyWidget<FieldProps>(() =>
    import('./address-lookup/address-lookup').then((m) => m.AddressLookupField),
  ),
  'vehicle-lookup': lazyWidget<FieldProps>(() =>
    import('./vehicle-lookup/vehicle-lookup-field').then(
      (m) => m.VehicleLookupField as ComponentType<FieldProps>,
    ),
  ),
} satisfies Record<string, LazyWidget<WidgetProps> | LazyWidget<FieldProps>>;

/**
 * The names of the widgets and fields a UI schema uses (every `ui:widget` and `ui:field`), worked out
 * once per UI schema: forms ask on every load and every "is it in?" (a step's whole UI schema walked
 * each time took 22 ms at 4x across one click's imports on the largest step).
 */
const namesByUi = new WeakMap<object, Set<string>>();
function namesIn(ui: unknown): Set<string> {
  if (ui === null || typeof ui !== 'object') return new Set();
  let names = namesByUi.get(ui);
  if (!names) {
    names = collectNames(ui, new Set());
    namesByUi.set(ui, names);
  }
  return names;
}

function collectNames(ui: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(ui)) ui.forEach((item) => collectNames(item, found));
  else if (ui !== null && typeof ui === 'object')
    for (const [key, value] of Object.entries(ui)) {
      if ((key === 'ui:widget' || key === 'ui:field') && typeof value === 'string') found.add(value);
      else collectNames(value, found);
    }
  return found;
}

/** The names of the lazy widgets a UI schema uses (every `ui:widget` and `ui:field` of theirs). */
export function lazyWidgetNames(ui: unknown): string[] {
  const names = namesIn(ui);
  return Object.keys(lazyWidgets).filter((name) => names.has(name));
}

function named(names: readonly string[]): LazyWidget<never>[] {
  return names.flatMap((name) =>
    name in lazyWidgets ? [lazyWidgets[name as keyof typeof lazyWidgets] as LazyWidget<never>] : [],
  );
}

/** Fetches the code of these lazy widgets (a form's, lazyWidgetNames). */
export async function preloadWidgets(names: readonly string[]): Promise<void> {
  await Promise.all(named(names).map((widget) => widget.preload()));
}

/** Whether these lazy widgets are all loaded (their form can show at once). */
export function widgetsLoaded(names: readonly string[]): boolean {
  return named(names).every((widget) => widget.isLoaded());
}
