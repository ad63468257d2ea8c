import type { RouteName } from './route-table';

/** Screens open to anyone, even before the assumptions are accepted (SPEC.md 2.3). */
const OPEN_SCREENS: ReadonlySet<RouteName> = new Set([
  'Assumptions',
  'Expired',
  'Exception',
  'Declined',
  'NotFound',
]);

/**
 * The navigation guard: true when the screen must send the customer to Assumptions first.
 * A non-empty uuid query, or accepted assumptions, lets any screen through.
 */
export function mustAcceptAssumptions(
  route: RouteName,
  uuid: string | null,
  assumptionsAccepted: boolean,
): boolean {
  if (OPEN_SCREENS.has(route)) return false;
  if (uuid && uuid.trim() !== '') return false;
  return !assumptionsAccepted;
}
