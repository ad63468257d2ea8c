/**
 * The app's router, the one module that knows the routing library (wouter, docs/decisions/045): the
 * rest of the client moves, links and reads the address through what this exports. It keeps what
 * react-router gave the app before it: the address held in React state and moved on in a transition
 * (the page on screen stays until the next one can show), history state beside an entry, and how the
 * last move happened (POP, PUSH or REPLACE) for the page-arrival rules of docs/decisions/021.
 */
import {
  createContext,
  type AnchorHTMLAttributes,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { Link as WouterLink, Router, matchRoute, useRouter } from 'wouter';

/** How the customer reached the current entry: the first page and Back/Forward are POP. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** Where the app is: the path, the query (with its "?", or empty), the entry's history state. */
export interface Location {
  pathname: string;
  search: string;
  state: unknown;
}

interface Place extends Location {
  type: NavigationType;
}

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** Kept with the new entry (e.g. the guard's `{ from }`). */
  state?: unknown;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

/** A history the router follows: the browser's, or one in memory for tests and stories. */
interface History {
  place(): Place;
  listen(listener: (place: Place) => void): () => void;
  navigate: Navigate;
}

/** The browser's history: the address bar, Back and Forward (popstate). */
function browserHistory(): History {
  const read = (type: NavigationType, state: unknown = window.history.state): Place => ({
    pathname: window.location.pathname,
    search: window.location.search,
    state,
    type,
  });
  let place = read('POP');
  const listeners = new Set<(place: Place) => void>();
  const changed = (next: Place) => {
    place = next;
    for (const listener of listeners) listener(place);
  };
  const onPop = () => changed(read('POP'));
  return {
    place: () => place,
    listen(listener) {
      if (listeners.size === 0) window.addEventListener('popstate', onPop);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', onPop);
      };
    },
    navigate(to, { replace = false, state = null } = {}) {
      if (replace) window.history.replaceState(state, '', to);
      else window.history.pushState(state, '', to);
      changed(read(replace ? 'REPLACE' : 'PUSH', state));
    },
  };
}

/** A history in memory, starting at `path` (path and query): for tests and stories. */
export function memoryHistory(path = '/'): History {
  const at = (to: string, type: NavigationType, state: unknown): Place => {
    const url = new URL(to, 'http://memory.invalid');
    return { pathname: url.pathname, search: url.search, state, type };
  };
  let place = at(path, 'POP', null);
  const listeners = new Set<(place: Place) => void>();
  return {
    place: () => place,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, { replace = false, state = null } = {}) {
      place = at(to, replace ? 'REPLACE' : 'PUSH', state);
      for (const listener of listeners) listener(place);
    },
  };
}

interface Current {
  place: Place;
  navigate: Navigate;
}

const CurrentContext = createContext<Current | null>(null);

function useCurrent(): Current {
  const current = useContext(CurrentContext);
  if (!current) throw new Error('The router hooks must be used inside <BrowserRouter> or <MemoryRouter>');
  return current;
}

/** wouter's location hook: the path from the app's router, so wouter's Link and matching follow it. */
function useRouterPath(): [string, Navigate] {
  const { place, navigate } = useCurrent();
  return [place.pathname, navigate];
}

/** wouter's search hook (without the "?"). */
function useRouterSearch(): string {
  return useCurrent().place.search.replace(/^\?/, '');
}

/** Follows a history: each move shows in a transition, as react-router 7 did. */
function HistoryRouter({ history, children }: { history: History; children: ReactNode }) {
  const [place, setPlace] = useState(history.place);
  useLayoutEffect(() => {
    const stop = history.listen((next) => startTransition(() => setPlace(next)));
    // A move between the first render and now (a redirect in a child's layout effect).
    setPlace(history.place());
    return stop;
  }, [history]);
  const current = useMemo(() => ({ place, navigate: history.navigate }), [place, history]);
  return (
    <CurrentContext.Provider value={current}>
      <Router hook={useRouterPath} searchHook={useRouterSearch}>
        {children}
      </Router>
    </CurrentContext.Provider>
  );
}

/** The router of the app in the browser. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(browserHistory);
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

/** A router in memory at `path` (path and query), for tests and stories. */
export function MemoryRouter({ path = '/', children }: { path?: string; children: ReactNode }) {
  const [history] = useState(() => memoryHistory(path));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

/** The current path, query and history state. */
export function useLocation(): Location {
  const { pathname, search, state } = useCurrent().place;
  return useMemo(() => ({ pathname, search, state }), [pathname, search, state]);
}

/** How the current entry was reached. */
export function useNavigationType(): NavigationType {
  return useCurrent().place.type;
}

/** The current entry's history state (e.g. the guard's `{ from }`), or null. */
export function useHistoryState<T = unknown>(): T | null {
  return (useCurrent().place.state as T | undefined) ?? null;
}

/** The query parameters of the address. */
export function useSearchParams(): URLSearchParams {
  const { search } = useCurrent().place;
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** Moves to an address within the app (path and query); the function is stable. */
export function useNavigate(): Navigate {
  return useCurrent().navigate;
}

/** A path with its escapes decoded (as React Router matched), or as it is if it cannot be decoded. */
function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The first of `candidates` whose path pattern ("/quote/create", "*") the current path matches: case
 * apart, with or without a trailing slash, escapes decoded.
 */
export function useFirstMatch<T extends { path: string }>(candidates: readonly T[]): T | undefined {
  const { parser } = useRouter();
  const [path] = useRouterPath();
  return candidates.find((candidate) => matchRoute(parser, candidate.path, decoded(path))[0]);
}

/** Moves on as soon as it shows (after paint, as react-router's Navigate did); shows nothing. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The address within the app (path and query). */
  to: string;
  /** Replaces the current history entry; by default only a link to the current address does. */
  replace?: boolean;
}

/**
 * A link within the app: an `<a href>` the browser can open in a new tab, followed in the app on a
 * plain click. A link to where the customer already is replaces the entry (as react-router's did).
 */
export function Link({ to, replace, ...rest }: LinkProps) {
  const { pathname, search } = useCurrent().place;
  return <WouterLink to={to} replace={replace ?? to === pathname + search} {...rest} />;
}
