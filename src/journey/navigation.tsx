import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { RouteName } from '#domain/journey/route-names.ts';
import { useNavigate, useSearchParams } from './router';

/** Turns a route name (and a proposal uuid) into its address; the app builds it from the route table. */
export type PathOf = (name: RouteName, uuid?: string | null) => string;

const PathContext = createContext<PathOf | null>(null);

/** Gives the screens below the route table's addresses, without them importing the table. */
export function RoutePathsProvider({ pathOf, children }: { pathOf: PathOf; children: ReactNode }) {
  return <PathContext.Provider value={pathOf}>{children}</PathContext.Provider>;
}

/** The path of a route, for links. */
export function usePathOf(): PathOf {
  const pathOf = useContext(PathContext);
  if (!pathOf) throw new Error('usePathOf must be used inside <RoutePathsProvider>');
  return pathOf;
}

/** How to go: replacing the current history entry, and with more query parameters. */
export interface GoOptions {
  replace?: boolean;
  query?: Record<string, string>;
}

/** A route's address with more query parameters. */
export function withQuery(path: string, query: Record<string, string> | undefined): string {
  const extra = new URLSearchParams(query).toString();
  if (!extra) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${extra}`;
}

/**
 * Moving through the journey by route name: `go` within the app, `leave` by a full page load
 * (SPEC.md 2.10: Summary goes to card payment by a full page redirect).
 */
export function useJourney() {
  const pathOf = usePathOf();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      pathOf,
      go: (name: RouteName, uuid?: string | null, options: GoOptions = {}) =>
        navigate(withQuery(pathOf(name, uuid), options.query), { replace: options.replace }),
      leave: (name: RouteName, uuid?: string | null) => window.location.assign(pathOf(name, uuid)),
    }),
    [pathOf, navigate],
  );
}

/** The proposal uuid in the address (SPEC.md 2.1: most screens take ?uuid=), or null. */
export function useUuid(): string | null {
  const uuid = useSearchParams().get('uuid');
  return uuid && uuid.trim() !== '' ? uuid : null;
}

/** The query parameter that opens the quote form at a step (1 is the first): the Summary's Edit. */
export const STEP_PARAM = 'step';
