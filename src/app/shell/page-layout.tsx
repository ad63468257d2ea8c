import type { ReactNode } from 'react';
import { isProgressBarShown } from '../progress';
import type { RouteName } from '../route-table';
import { Footer } from './footer';
import { Header } from './header';
import { LoadingOverlay } from './loading-overlay';
import { ProgressBar } from './progress-bar';

/** Header, progress bar (where shown), main content, footer; the loading overlay above all. */
export function PageLayout({
  route,
  loading,
  children,
}: {
  route: RouteName;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <a className="skip-link visually-hidden" href="#main">
        Skip to main content
      </a>
      <Header />
      {isProgressBarShown(route) ? <ProgressBar route={route} /> : null}
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <LoadingOverlay visible={loading} />
    </>
  );
}
