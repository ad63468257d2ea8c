/**
 * Where a visit stands in the funnel (docs/analytics.md): the places reached and completed, the
 * place the customer is on, the last page of the funnel, and the place the page was closed on. Kept
 * in this tab's session storage (names of steps and pages only), so a visit that goes on across a
 * full page load (to the card payment and back) is still one visit.
 */

const KEY = 'vq.funnelVisit';

export interface FunnelVisit {
  reached: Set<string>;
  completed: Set<string>;
  /** The place the customer is on now (a page or a step of the quote form). */
  current: string | null;
  /** The last page of the funnel opened. */
  lastPage: string | null;
  /** The place the page was closed on, reported as left: a visit that goes on has come back. */
  left: string | null;
}

export function readVisit(): FunnelVisit {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Partial<
      Record<keyof FunnelVisit, unknown>
    >;
    const names = (v: unknown) => new Set(Array.isArray(v) ? v.filter((n) => typeof n === 'string') : []);
    const name = (v: unknown) => (typeof v === 'string' ? v : null);
    return {
      reached: names(saved.reached),
      completed: names(saved.completed),
      current: name(saved.current),
      lastPage: name(saved.lastPage),
      left: name(saved.left),
    };
  } catch {
    return { reached: new Set(), completed: new Set(), current: null, lastPage: null, left: null };
  }
}

export function saveVisit(visit: FunnelVisit): void {
  try {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ ...visit, reached: [...visit.reached], completed: [...visit.completed] }),
    );
  } catch {
    // Storage refused: the visit is counted per page load instead.
  }
}
