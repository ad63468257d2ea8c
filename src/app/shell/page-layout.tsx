import { useRef, type ReactNode } from 'react';
import type { RouteEntry } from '#app/routes.tsx';
import { Footer } from './footer';
import { Header } from './header';
import { LoadingOverlay } from './loading-overlay';
import { ProgressBar } from './progress-bar';
import { useFunnelPage } from './use-funnel-page';
import { usePageArrival } from './use-page-arrival';

/**
 * Header, progress bar (where the route has a step), main content, footer; the loading overlay above
 * all. A new page opens at its top with its heading focused (usePageArrival).
 */
export function PageLayout({
  route,
  loading,
  children,
}: {
  route: RouteEntry;
  loading: boolean;
  children: ReactNode;
}) {
  const main = useRef<HTMLElement>(null);
  usePageArrival(main);
  useFunnelPage(route.name);
  return (
    <>
      <a className="skip-link visually-hidden" href="#main">
        Skip to main content
      </a>
      <Header />
      {route.progress ? <ProgressBar route={route} /> : null}
      <main id="main" className="page" tabIndex={-1} ref={main}>
        {children}
      </main>
      <Footer />
      <LoadingOverlay visible={loading} />
    </>
  );
}
