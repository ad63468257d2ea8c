import { useEffect, type ReactNode } from 'react';
import { useLocation } from '#journey/router.tsx';

/** The top of the screen the server sent in the page (docs/decisions/048), and the address it was for. */
let sent: { at: string; html: string } | null = null;

/** Keeps the server's shell before React's first render replaces the page's content (src/main.tsx). */
export function takeServerShell(): void {
  const shell = document.querySelector('[data-route-shell]');
  sent = shell ? { at: location.pathname + location.search, html: shell.innerHTML } : null;
}

/**
 * While a screen of the page's own address loads, the top of it the server sent (heading and
 * introduction, made at build time from the screen's own components: src/app/route-shells.tsx), in
 * the same place, so it stays on screen instead of going blank; elsewhere `fallback`.
 */
export function ServerShell({ fallback }: { fallback: ReactNode }) {
  const { pathname, search } = useLocation();
  if (sent?.at !== pathname + search) return fallback;
  return <div className="route-shell" data-route-shell="" dangerouslySetInnerHTML={{ __html: sent.html }} />;
}

/**
 * Around a route's screen: once the screen shows, the shell the server sent is spent, so a later
 * visit to the same address (its data may have changed) never shows it again.
 */
export function ScreenShown({ children }: { children: ReactNode }) {
  useEffect(() => {
    sent = null;
  }, []);
  return children;
}
