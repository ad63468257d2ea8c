import { Suspense, useEffect } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  useLocation,
  useMatches,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
import { ApiProvider } from '../api/api-context';
import { JourneyStepScreen } from '../screens/journey-step/journey-step-screen';
import { isLoading } from './app-state';
import { useAppState } from './app-state-context';
import { mustAcceptAssumptions } from './guard';
import { pathOf, redirects, routes, type RouteName } from './route-table';
import { screens } from './screens';
import { LoadingOverlay } from './shell/loading-overlay';
import { PageLayout } from './shell/page-layout';

interface RouteHandle {
  name: RouteName;
}

/** One route's screen behind the navigation guard (SPEC.md 2.3). */
function GuardedScreen({ name }: { name: RouteName }) {
  const [params] = useSearchParams();
  const { state } = useAppState();
  if (mustAcceptAssumptions(name, params.get('uuid'), state.assumptionsAccepted)) {
    return <Navigate to={pathOf('Assumptions')} replace />;
  }
  const Screen = screens[name];
  const entry = routes.find((r) => r.name === name);
  return (
    <Suspense fallback={<LoadingOverlay visible />}>
      {Screen ? <Screen /> : entry ? <JourneyStepScreen route={entry} /> : null}
    </Suspense>
  );
}

/** Keeps the query (e.g. uuid) when a bare path redirects. */
function RedirectTo({ name }: { name: RouteName }) {
  const { search } = useLocation();
  return <Navigate to={`${pathOf(name)}${search}`} replace />;
}

function Shell() {
  const matches = useMatches();
  const { state } = useAppState();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const name = handle?.name ?? 'NotFound';
  useEffect(() => {
    const title = routes.find((r) => r.name === name)?.title ?? 'Page not found';
    document.title = `${title} | Van Quote`;
  }, [name]);
  return (
    <ApiProvider>
      <PageLayout route={name} loading={isLoading(state)}>
        <Outlet />
      </PageLayout>
    </ApiProvider>
  );
}

/** The router, built from the one route table. */
export function routeObjects(): RouteObject[] {
  return [
    {
      element: <Shell />,
      children: [
        ...routes.map((r) => ({
          path: r.path,
          element: <GuardedScreen name={r.name} />,
          handle: { name: r.name },
        })),
        ...redirects.map((r) => ({
          path: r.from,
          element: <RedirectTo name={r.to} />,
          handle: { name: r.to },
        })),
        { path: '*', element: <GuardedScreen name="NotFound" />, handle: { name: 'NotFound' } },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(routeObjects());
}
