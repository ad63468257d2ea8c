import { useEffect } from 'react';
import { useFunnel } from '#api/funnel-context.tsx';
import type { RouteName } from '#domain/journey/route-names.ts';

/**
 * The drop-off figures of the journey's pages (docs/analytics.md): each route change is told to the
 * visit's reporter, which counts a page of the funnel reached, and the last one completed when the
 * customer moves on to a later one. The quote form reports its own steps.
 */
export function useFunnelPage(name: RouteName): void {
  const funnel = useFunnel();
  useEffect(() => funnel.page(name), [funnel, name]);
}
