/**
 * The one route table (SPEC.md 2.1-2.4). Each entry names its path, its screen (loaded on demand), its
 * guard rule, its progress-bar step and where it sends a loaded proposal. The router, the guard, the
 * progress bar and the page titles all read this table and nothing else: adding a screen is adding
 * an entry.
 */
import type { ProposalRedirects } from '#domain/journey/route-after-load.ts';
import type { RouteName } from '#domain/journey/route-names.ts';
import { preloadable, type Preloadable } from './preloadable';

/** The progress bar's steps, in order (SPEC.md 2.2). */
export const progressSteps = ['Assumptions', 'Your Details', 'Quote', 'Payment', 'Complete'] as const;
export type ProgressStep = (typeof progressSteps)[number];

export interface RouteEntry {
  name: RouteName;
  /** The address; "*" for Not Found. */
  path: string;
  /** The browser tab's title. */
  title: string;
  /** Fetched on demand; main.tsx fetches the first page's before React's first render. */
  screen: Preloadable<object>;
  /** Open before the assumptions are accepted (SPEC.md 2.3). */
  open?: boolean;
  /** The progress-bar step this route belongs to, or null where the bar is hidden (SPEC.md 2.2). */
  progress: ProgressStep | null;
  /**
   * The screen shows reference lists as it opens: its page fetches them with its scripts, and the
   * app before its first render (decision 057).
   */
  lists?: true;
  /**
   * The screen also reads answers back by their names in the long lists (LISTS_LOADED_ON_DEMAND: a
   * job, a business): its page fetches those with its scripts too, and the app before its first
   * render, so no answer shows as its code first.
   */
  longLists?: true;
  /** The route loads the uuid's proposal first and sends it on by its state (SPEC.md 2.4). */
  proposal?: ProposalRedirects;
}

/** Quote and payment screens: a bought policy shows Complete; the rest as SPEC.md 2.4 says. */
const BUYING: ProposalRedirects = {
  purchased: 'Complete',
  unquoted: 'QuoteEditForm',
  declined: 'Declined',
  pastStart: 'PaymentOption',
};

export const routes: readonly RouteEntry[] = [
  {
    name: 'Assumptions',
    path: '/assumptions',
    title: 'Assumptions',
    screen: preloadable(() => import('#screens/assumptions/assumptions-screen.tsx')),
    open: true,
    progress: 'Assumptions',
  },
  {
    name: 'QuoteCreateForm',
    path: '/quote/create',
    title: 'Your details',
    screen: preloadable(() => import('#screens/quote-form/create-screen.tsx')),
    lists: true,
    progress: 'Your Details',
  },
  {
    name: 'QuoteEditForm',
    path: '/quote/edit',
    title: 'Your details',
    screen: preloadable(() => import('#screens/quote-form/edit-screen.tsx')),
    lists: true,
    progress: 'Your Details',
    proposal: { purchased: 'Complete' },
  },
  {
    name: 'PaymentOption',
    path: '/quote/payment-option',
    title: 'Your quote',
    screen: preloadable(() => import('#screens/payment-option/payment-option-screen.tsx')),
    lists: true,
    progress: 'Quote',
    proposal: { ...BUYING, pastStart: undefined },
  },
  {
    name: 'Addons',
    path: '/quote/addons',
    title: 'Optional covers',
    screen: preloadable(() => import('#screens/addons/addons-screen.tsx')),
    progress: 'Quote',
    proposal: BUYING,
  },
  {
    name: 'Summary',
    path: '/quote/summary',
    title: 'Quote summary',
    screen: preloadable(() => import('#screens/summary/summary-screen.tsx')),
    lists: true,
    longLists: true,
    progress: 'Quote',
    proposal: BUYING,
  },
  {
    name: 'Payment',
    path: '/quote/payment',
    title: 'Card payment',
    screen: preloadable(() => import('#screens/payment/payment-screen.tsx')),
    progress: 'Payment',
    proposal: BUYING,
  },
  {
    name: 'Instalments',
    path: '/quote/instalments',
    title: 'Instalments',
    screen: preloadable(() => import('#screens/instalments/instalments-screen.tsx')),
    progress: 'Payment',
    proposal: BUYING,
  },
  {
    name: 'InstalmentsDeclined',
    path: '/quote/instalments/declined',
    title: 'Instalments declined',
    screen: preloadable(() => import('#screens/instalments-declined/instalments-declined-screen.tsx')),
    progress: null,
    proposal: { purchased: 'Complete' },
  },
  {
    name: 'Accepted',
    path: '/quote/payment/accepted',
    title: 'Payment accepted',
    screen: preloadable(() => import('#screens/accepted/accepted-screen.tsx')),
    progress: 'Payment',
    proposal: { unquoted: 'QuoteEditForm', declined: 'Declined' },
  },
  {
    name: 'PaymentRedirect',
    path: '/quote/payment-redirect',
    title: 'Returning from payment',
    screen: preloadable(() => import('#screens/payment-redirect/payment-redirect-screen.tsx')),
    progress: 'Payment',
  },
  {
    name: 'Complete',
    path: '/quote/complete',
    title: 'Complete',
    screen: preloadable(() => import('#screens/complete/complete-screen.tsx')),
    progress: 'Complete',
    proposal: { unquoted: 'QuoteEditForm', declined: 'Declined' },
  },
  {
    name: 'Declined',
    path: '/quote/declined',
    title: 'Declined',
    screen: preloadable(() => import('#screens/outcome/declined-screen.tsx')),
    open: true,
    progress: null,
  },
  {
    name: 'Expired',
    path: '/quote/session-expired',
    title: 'Session expired',
    screen: preloadable(() => import('#screens/outcome/expired-screen.tsx')),
    open: true,
    progress: null,
  },
  {
    name: 'Recall',
    path: '/quote/recall',
    title: 'Retrieve a quote',
    screen: preloadable(() => import('#screens/recall/recall-screen.tsx')),
    progress: null,
  },
  {
    name: 'Exception',
    path: '/error/exception',
    title: 'Technical issue',
    screen: preloadable(() => import('#screens/outcome/exception-screen.tsx')),
    open: true,
    progress: null,
  },
  {
    name: 'NotFound',
    path: '*',
    title: 'Page not found',
    screen: preloadable(() => import('#screens/outcome/not-found-screen.tsx')),
    open: true,
    progress: null,
  },
];

/** Redirects of SPEC.md 2.1: the site root and the bare quote path (the query is kept). */
export const redirects: readonly { from: string; to: RouteName }[] = [
  { from: '/', to: 'Assumptions' },
  { from: '/quote', to: 'QuoteCreateForm' },
];

/** The entry of a route name. */
export function routeNamed(name: RouteName): RouteEntry {
  const entry = routes.find((r) => r.name === name);
  if (!entry) throw new Error(`No route is named ${name}`);
  return entry;
}

/** The path of a named route, with an optional uuid query. */
export function pathOf(name: RouteName, uuid?: string | null): string {
  const path = name === 'NotFound' ? '/not-found' : routeNamed(name).path;
  return uuid ? `${path}?uuid=${encodeURIComponent(uuid)}` : path;
}

/** The entry a path shows (unknown paths: Not Found; a trailing slash is ignored). */
export function routeAt(pathname: string): RouteEntry {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const target = redirects.find((r) => r.from === clean)?.to;
  return routes.find((r) => (target ? r.name === target : r.path === clean)) ?? routeNamed('NotFound');
}

/** The guard (SPEC.md 2.3): true when the route must first send the customer to Assumptions. */
export function mustAcceptAssumptions(entry: RouteEntry, uuid: string | null, accepted: boolean): boolean {
  if (entry.open) return false;
  if (uuid && uuid.trim() !== '') return false;
  return !accepted;
}

/** The progress bar's position (SPEC.md 2.2): the index of the route's step, or 0. */
export function progressIndex(entry: RouteEntry): number {
  const index = entry.progress ? progressSteps.indexOf(entry.progress) : -1;
  return index === -1 ? 0 : index;
}
