import { render } from '@testing-library/react';
import { FunnelProvider } from '#api/funnel-context.tsx';
import { AppRoutes } from '#app/router.tsx';
import { AppStateProvider } from '#journey/app-state-context.tsx';
import { MemoryRouter, useLocation } from '#journey/router.tsx';
import { STORAGE_KEYS } from '#journey/app-state.ts';

/** Where the app is now, shown for tests to read (the router is in memory). */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * Renders the whole app (route table, guard, proposal gate, shell) at a path, as a browser that has
 * accepted the assumptions unless told otherwise; with `reportUsage`, as the browser app does, with the
 * visit's drop-off reporter (docs/analytics.md).
 */
export function renderRoute(path: string, { assumptionsAccepted = true, reportUsage = false } = {}) {
  if (assumptionsAccepted) localStorage.setItem(STORAGE_KEYS.assumptionsAccepted, 'true');
  const routes = <AppRoutes />;
  return render(
    <AppStateProvider>
      <MemoryRouter path={path}>
        {reportUsage ? <FunnelProvider>{routes}</FunnelProvider> : routes}
        <Location />
      </MemoryRouter>
    </AppStateProvider>,
  );
}
