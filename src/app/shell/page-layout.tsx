import type { ReactNode } from 'react';
import type { RouteEntry } from '#app/routes.tsx';
import { Footer } from './footer';
import { Header } from './header';
import { LoadingOverlay } from './loading-overlay';
import { ProgressBar } from './progress-bar';

/** Header, progress bar (where the route has a step), main content, footer; the loading overlay above all. */
export function PageLayout({
  route,
  loading,
  children,
}: {
  route: RouteEntry;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <a className="skip-link visually-hidden" href="#main">
        Skip to main content
      </a>
      <Header />
      {route.progress ? <ProgressBar route={route} /> : null}
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <LoadingOverlay visible={loading} />
    </>
  );
}
