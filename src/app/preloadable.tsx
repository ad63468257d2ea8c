import { lazy, type ComponentType, type ReactNode } from 'react';

/** A component whose code is fetched on demand, and can be fetched before it first renders. */
export interface Preloadable<P extends object> {
  (props: P): ReactNode;
  /** Fetches the code (once; again after a failure); the component then renders without suspending. */
  preload(): Promise<void>;
  /**
   * Fetches the code and what the module says its first render needs besides (its `prepare`), so
   * the page's first render shows it whole (decision 066).
   */
  prepared(): Promise<void>;
}

/** A screen's module: its component, and what its first render needs besides its code. */
export interface ScreenModule<P extends object> {
  default: ComponentType<P>;
  prepare?: () => Promise<void>;
}

/**
 * Like React's `lazy`, but once `preload` has brought the module in, the component renders it
 * directly: the first render does not suspend and shows no fallback. React holds back the commit of
 * content that replaces a fallback (up to 300 ms after the fallback showed), so a page whose screen
 * was fetched before React's first render shows it that much sooner (docs/decisions/057).
 */
export function preloadable<P extends object>(load: () => Promise<ScreenModule<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let prepare: ScreenModule<P>['prepare'];
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        prepare = module.prepare;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  const Component = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  Component.preload = preload;
  Component.prepared = () => preload().then(() => prepare?.());
  return Component;
}
