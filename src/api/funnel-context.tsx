import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createFunnelReporter, silentReporter, type FunnelReporter } from './funnel-reporter';
import { mayCountUsage } from './usage-consent';

const FunnelContext = createContext<FunnelReporter>(silentReporter);

/**
 * The visit's drop-off reporter for the tree below (docs/analytics.md). Without this provider
 * (component tests, Storybook) nothing is reported.
 */
export function FunnelProvider({ fetchImpl, children }: { fetchImpl?: typeof fetch; children: ReactNode }) {
  const [reporter] = useState(() => createFunnelReporter({ allowed: mayCountUsage, fetchImpl }));
  useEffect(() => reporter.watchPage(), [reporter]);
  return <FunnelContext.Provider value={reporter}>{children}</FunnelContext.Provider>;
}

export const useFunnel = (): FunnelReporter => useContext(FunnelContext);
