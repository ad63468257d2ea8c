import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from '#journey/router.tsx';

/** Focuses the page's heading, once there is one, without scrolling to it; true when done. */
function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * A new page opens at its top, and a screen reader hears it: when the route's path changes, the
 * window scrolls to the top and focus moves to the new page's h1 as soon as the screen shows it
 * (screens that load their proposal first show it later). The first page of a visit, including
 * where it redirects before the customer moves on, is left as the browser opened it: focus at the
 * start of the document (docs/decisions/021). Changes within a page (the quote form's steps, a
 * query) keep their own scrolling.
 */
export function usePageArrival(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const lastPath = useRef(pathname);
  /** Still on the first page of the visit (or where it redirected): the customer has not moved on. */
  const onFirstPage = useRef(true);

  useLayoutEffect(() => {
    // The app restores no scroll position of its own: a page coming back from history opens at its top too.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Watches for the new heading of a screen still loading; stopped when the customer moves on.
  const watcher = useRef<MutationObserver | null>(null);
  useLayoutEffect(() => () => watcher.current?.disconnect(), []);

  useLayoutEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (onFirstPage.current && navigationType === 'REPLACE') return;
    onFirstPage.current = false;
    watcher.current?.disconnect();
    watcher.current = null;
    window.scrollTo(0, 0);
    const container = main.current;
    if (!container || focusHeading(container)) return;
    const observer = new MutationObserver(() => {
      if (focusHeading(container)) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    watcher.current = observer;
  }, [pathname, navigationType, main]);
}
