import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { ApiProvider } from '#api/api-context.tsx';
import type { ApiHooks } from '#api/client.ts';
import { FunnelProvider } from '#api/funnel-context.tsx';
import { prefetchInitialLists, prefetchLists } from '#api/get-lists.ts';
import { LISTS_LOADED_ON_DEMAND } from '#domain/lists.ts';
import { isLoading } from '#journey/app-state.ts';
import { useAppState } from '#journey/app-state-context.tsx';
import { RoutePathsProvider, useUuid } from '#journey/navigation.tsx';
import { BrowserRouter, Navigate, useFirstMatch, useLocation, useNavigate } from '#journey/router.tsx';
import { mustAcceptAssumptions, pathOf, redirects, routeAt, routes, type RouteEntry } from './routes';
import { LoadingOverlay } from './shell/loading-overlay';
import { ScreenShown, ServerShell } from './server-shell';
import { PageLayout } from './shell/page-layout';
import { preloadable } from './preloadable';
import { RouteFailed } from './route-failed';
import { FailureBoundary } from '#widgets/shared/failure-boundary.tsx';

/** Loaded with the first route that works on a proposal, so the first page needs none of it. */
const ProposalGate = preloadable(() => import('./proposal-gate'));

/**
 * Fetches the code of the page's route (its screen with what its first render needs besides, such
 * as the quote form's open step: decision 066; and the proposal gate where it needs one) and the
 * reference lists it shows as it opens (the long ones too where it reads answers back by them), so
 * React's first render shows the screen with them, not a fallback first (decision 057). Answers
 * once all are in or could not be fetched (the render then asks again, and a failure shows as it
 * did before).
 */
export function preloadRoute(pathname: string): Promise<void> {
  const entry = routeAt(pathname);
  const code = [
    entry.screen.prepared(),
    ...(entry.proposal ? [ProposalGate.preload()] : []),
    ...(entry.lists ? [prefetchInitialLists()] : []),
    ...(entry.longLists ? [prefetchLists(LISTS_LOADED_ON_DEMAND)] : []),
  ];
  return Promise.all(code).then(
    () => undefined,
    () => undefined,
  );
}

/** One route's screen behind the guard (SPEC.md 2.3) and, where it declares one, the proposal gate. */
function RouteScreen({ entry }: { entry: RouteEntry }) {
  const uuid = useUuid();
  const { state } = useAppState();
  const { pathname, search } = useLocation();
  if (mustAcceptAssumptions(entry, uuid, state.assumptionsAccepted)) {
    // Assumptions takes the customer on to a screen that needs no proposal, such as Retrieve a Quote
    // (docs/decisions/017); otherwise on to the quote form (SPEC.md 2.5).
    const from = entry.proposal ? undefined : { from: pathname + search };
    return <Navigate to={pathOf('Assumptions')} replace state={from} />;
  }
  const Screen = entry.screen;
  return (
    <FailureBoundary failed={<RouteFailed />} resetKey={pathname}>
      <Suspense fallback={<ServerShell fallback={<LoadingOverlay visible />} />}>
        {entry.proposal ? (
          <ProposalGate entry={entry}>
            <ScreenShown>
              <Screen />
            </ScreenShown>
          </ProposalGate>
        ) : (
          <ScreenShown>
            <Screen />
          </ScreenShown>
        )}
      </Suspense>
    </FailureBoundary>
  );
}

/** Keeps the query (e.g. uuid) when a bare path redirects. */
function RedirectTo({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/** The API client bound to the router (Expired, Exception) and the app's loading flag. */
function useApiHooks(): ApiHooks {
  const navigate = useNavigate();
  const { dispatch } = useAppState();
  return useMemo(
    () => ({
      loadingStarted: () => dispatch({ type: 'loading/start' }),
      loadingEnded: () => dispatch({ type: 'loading/end' }),
      sessionExpired: () => navigate(pathOf('Expired')),
      exception: (uuid) => navigate(pathOf('Exception', uuid)),
    }),
    [dispatch, navigate],
  );
}

function Shell({ fetchImpl, children }: { fetchImpl?: typeof fetch; children: ReactNode }) {
  const { pathname } = useLocation();
  const { state } = useAppState();
  const entry = routeAt(pathname);
  const hooks = useApiHooks();
  useEffect(() => {
    document.title = `${entry.title} | Van Quote`;
  }, [entry.title]);
  return (
    <ApiProvider hooks={hooks} fetchImpl={fetchImpl}>
      <RoutePathsProvider pathOf={pathOf}>
        <PageLayout route={entry} loading={isLoading(state)}>
          {children}
        </PageLayout>
      </RoutePathsProvider>
    </ApiProvider>
  );
}

/** The route table's paths and the redirects, in the order they are tried ("*", Not Found, last). */
const candidates = [
  ...routes.filter((entry) => entry.path !== '*').map((entry) => ({ path: entry.path, entry })),
  ...redirects.map((r) => ({ path: r.from, to: pathOf(r.to) })),
  ...routes.filter((entry) => entry.path === '*').map((entry) => ({ path: entry.path, entry })),
] as readonly ({ path: string } & ({ entry: RouteEntry } | { to: string }))[];

/** The screen (or redirect) of the current path, in the shell's page: one element, whatever the route. */
function MatchedRoute() {
  const match = useFirstMatch(candidates);
  if (!match) return null;
  return 'entry' in match ? <RouteScreen entry={match.entry} /> : <RedirectTo to={match.to} />;
}

/**
 * The routes, built from the one route table. `fetchImpl` stands in for the browser's fetch where no
 * server answers (Storybook).
 */
export function AppRoutes({ fetchImpl }: { fetchImpl?: typeof fetch } = {}) {
  return (
    <Shell fetchImpl={fetchImpl}>
      <MatchedRoute />
    </Shell>
  );
}

/** The app in the browser: its routes, and the visit's drop-off figures (docs/analytics.md). */
export function AppRouter() {
  return (
    <BrowserRouter>
      <FunnelProvider>
        <AppRoutes />
      </FunnelProvider>
    </BrowserRouter>
  );
}
