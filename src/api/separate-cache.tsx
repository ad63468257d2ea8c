import { useCallback, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { CacheWriteContext } from './store-proposal';

function WritesHere({ children }: { children: ReactNode }) {
  const { mutate } = useSWRConfig();
  const write = useCallback(
    (key: string, value: unknown) => mutate(key, value, { revalidate: false }),
    [mutate],
  );
  return <CacheWriteContext.Provider value={write}>{children}</CacheWriteContext.Provider>;
}

/**
 * A fresh SWR cache of its own for what is inside (a story never sees another's proposals): the
 * screens read from it, and the proposals their writes answer are stored in it.
 */
export function SeparateCache({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <WritesHere>{children}</WritesHere>
    </SWRConfig>
  );
}
