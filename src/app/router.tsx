import { lazy, Suspense, useEffect } from 'react';
import {
  BrowserRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useSearchParams,
} from 'react-router-dom';
import { ApiProvider } from '../api/api-context';
import { isLoading } from './app-state';
import { useAppState } from './app-state-context';
import { mustAcceptAssumptions } from './guard';
import { pathOf, redirects, routeNameOf, routes, type RouteName } from './route-table';
import { screens } from './screens';
import { LoadingOverlay } from './shell/loading-overlay';
import { PageLayout } from './shell/page-layout';

/** The screen of a journey step still to be built (loaded only when such a route is visited). */
const JourneyStepScreen = lazy(() =>
  import('../screens/journey-step/journey-step-screen').then((m) => ({ default: m.JourneyStepScreen })),
);

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
  const { pathname } = useLocation();
  const { state } = useAppState();
  const redirect = redirects.find((r) => r.from === pathname);
  const name = redirect ? redirect.to : routeNameOf(pathname);
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

/**
 * The routes, built from the one route table (the declarative router: the shell needs no loaders
 * or actions, and the lighter router keeps the first page small).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        {routes.map((r) => (
          <Route key={r.name} path={r.path} element={<GuardedScreen name={r.name} />} />
        ))}
        {redirects.map((r) => (
          <Route key={r.from} path={r.from} element={<RedirectTo name={r.to} />} />
        ))}
        <Route path="*" element={<GuardedScreen name="NotFound" />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
