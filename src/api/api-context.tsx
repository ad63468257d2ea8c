import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createApiClient, type ApiClient, type ApiHooks } from './client';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * The one API client for the tree below: the app hands it what to do on Expired, Exception and the
 * loading flag (the api layer knows nothing of routes or app state).
 */
export function ApiProvider({
  hooks,
  fetchImpl,
  children,
}: {
  hooks: ApiHooks;
  /** The browser's fetch unless given (Storybook answers calls from fixtures). */
  fetchImpl?: typeof fetch;
  children: ReactNode;
}) {
  const client = useMemo(() => createApiClient(hooks, fetchImpl), [hooks, fetchImpl]);
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used inside <ApiProvider>');
  return client;
}
