import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppRoutes } from '#app/router.tsx';
import { AppStateProvider } from '#journey/app-state-context.tsx';
import { STORAGE_KEYS } from '#journey/app-state.ts';

/** Where the app is now, shown for tests to read (the router is in memory). */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * Renders the whole app (route table, guard, proposal gate, shell) at a path, as a browser that has
 * accepted the assumptions unless told otherwise.
 */
export function renderRoute(path: string, { assumptionsAccepted = true } = {}) {
  if (assumptionsAccepted) localStorage.setItem(STORAGE_KEYS.assumptionsAccepted, 'true');
  return render(
    <AppStateProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Routes>
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </AppStateProvider>,
  );
}
