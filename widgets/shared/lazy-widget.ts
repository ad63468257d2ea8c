import { createElement, use, type ComponentType, type ReactElement } from 'react';

/** A widget whose code (and its library) is fetched on first use; preload() fetches it ahead. */
export interface LazyWidget<P> {
  (props: P): ReactElement;
  preload(): Promise<void>;
  /** Its code is in: it renders at once. */
  isLoaded(): boolean;
}

/**
 * A widget loaded on first use (DESIGN.md 5 budgets): the combobox (downshift), the address lookup
 * and the phone box (libphonenumber) are not needed by the quote form's first step. The form fetches
 * a step's lazy widgets with its validators (preloadWidgets), so a step never shows half-loaded; a
 * widget rendered before that suspends until its code is in.
 */
export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>): LazyWidget<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  function Lazy(props: P): ReactElement {
    if (!loaded) use(preload());
    return createElement(loaded as ComponentType<P>, props);
  }
  return Object.assign(Lazy, { preload, isLoaded: () => loaded !== undefined });
}

/** Whether a component is a lazy widget (it can be preloaded). */
export function isLazyWidget(component: unknown): component is LazyWidget<object> {
  return (
    typeof component === 'function' && typeof (component as { preload?: unknown }).preload === 'function'
  );
}
