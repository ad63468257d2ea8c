/**
 * The one route table (SPEC.md 2.1). Routing, the navigation guard and the progress bar all read it.
 */

export type RouteName =
  | 'Assumptions'
  | 'QuoteCreateForm'
  | 'QuoteEditForm'
  | 'PaymentOption'
  | 'Addons'
  | 'Summary'
  | 'Payment'
  | 'Instalments'
  | 'InstalmentsDeclined'
  | 'Accepted'
  | 'PaymentRedirect'
  | 'Complete'
  | 'Declined'
  | 'Expired'
  | 'Recall'
  | 'Exception'
  | 'NotFound';

export interface RouteEntry {
  name: RouteName;
  path: string;
  /** Browser tab title. */
  title: string;
}

export const routes: readonly RouteEntry[] = [
  { name: 'Assumptions', path: '/assumptions', title: 'Assumptions' },
  { name: 'QuoteCreateForm', path: '/quote/create', title: 'Your details' },
  { name: 'QuoteEditForm', path: '/quote/edit', title: 'Your details' },
  { name: 'PaymentOption', path: '/quote/payment-option', title: 'Your quote' },
  { name: 'Addons', path: '/quote/addons', title: 'Optional covers' },
  { name: 'Summary', path: '/quote/summary', title: 'Quote summary' },
  { name: 'Payment', path: '/quote/payment', title: 'Card payment' },
  { name: 'Instalments', path: '/quote/instalments', title: 'Instalments' },
  { name: 'InstalmentsDeclined', path: '/quote/instalments/declined', title: 'Instalments declined' },
  { name: 'Accepted', path: '/quote/payment/accepted', title: 'Payment accepted' },
  { name: 'PaymentRedirect', path: '/quote/payment-redirect', title: 'Returning from payment' },
  { name: 'Complete', path: '/quote/complete', title: 'Complete' },
  { name: 'Declined', path: '/quote/declined', title: 'Declined' },
  { name: 'Expired', path: '/quote/session-expired', title: 'Session expired' },
  { name: 'Recall', path: '/quote/recall', title: 'Retrieve a quote' },
  { name: 'Exception', path: '/error/exception', title: 'Technical issue' },
];

/** Redirects of SPEC.md 2.1: the site root and the bare quote path. */
export const redirects: readonly { from: string; to: RouteName }[] = [
  { from: '/', to: 'Assumptions' },
  { from: '/quote', to: 'QuoteCreateForm' },
];

/** The path of a named route, with an optional uuid query. */
export function pathOf(name: RouteName, uuid?: string | null): string {
  const entry = routes.find((r) => r.name === name);
  const path = entry ? entry.path : '/';
  return uuid ? `${path}?uuid=${encodeURIComponent(uuid)}` : path;
}

/** The route a path names; unknown paths are NotFound. */
export function routeNameOf(pathname: string): RouteName {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((r) => r.path === clean)?.name ?? 'NotFound';
}
