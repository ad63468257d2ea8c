import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppState } from '../app/app-state-context';
import { pathOf } from '../app/route-table';
import { createApiClient, type ApiClient } from './client';

const ApiContext = createContext<ApiClient | null>(null);

/** Binds the API client to the router (Expired, Exception) and the app's loading flag. */
export function ApiProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { dispatch } = useAppState();
  const client = useMemo(
    () =>
      createApiClient({
        loadingStarted: () => dispatch({ type: 'loading/start' }),
        loadingEnded: () => dispatch({ type: 'loading/end' }),
        sessionExpired: () => navigate(pathOf('Expired')),
        exception: (uuid) => navigate(pathOf('Exception', uuid)),
      }),
    [dispatch, navigate],
  );
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used inside <ApiProvider>');
  return client;
}
