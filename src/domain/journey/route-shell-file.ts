/**
 * dist/client/route-shells.json, written by the build (scripts/prerender-shells.tsx) and read by the
 * server (server/http/route-preload.ts): each route's shell by path (docs/decisions/048, 051).
 */
import type { ProposalRedirects } from './route-after-load';
import type { ScreenTopName } from './screen-tops';

export interface RouteShellEntry {
  html: string;
  /** Open before the assumptions are accepted; otherwise sent only with a uuid (the guard, SPEC.md 2.3). */
  open: boolean;
  /**
   * For a shell filled from the proposal: its screen top (screen-tops.ts) and the route's redirects,
   * so the server fills it only for a proposal the route shows rather than sends elsewhere.
   */
  top?: { name: ScreenTopName; redirects: ProposalRedirects };
}

export type RouteShellFile = Record<string, RouteShellEntry>;
