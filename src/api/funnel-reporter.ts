/**
 * The drop-off figures of one visit (docs/analytics.md). The reporter knows where the customer is
 * (funnel-visit.ts): it reports each place reached and completed once a visit, each question
 * answered and each message shown (the callers say once), the place the page was closed on, and
 * that place again as "returned" when the visit goes on after all. Events go to POST /api/events in
 * small batches: every few seconds, when a batch is full, and when the page is hidden or closed
 * (with a keepalive request, which outlives the page). A report that fails is dropped: figures are
 * never worth an error on the customer's page, nor a retry storm.
 */
import { calls } from '#domain/contract/calls.ts';
import {
  funnelPlaces,
  isFunnelPage,
  MAX_FUNNEL_EVENTS,
  movedForward,
  type FunnelEvent,
} from '#domain/funnel/funnel-events.ts';
import { readVisit, saveVisit } from './funnel-visit';

export interface FunnelReporter {
  /** A route opened: a page of the funnel is reached, and the last one completed if this is later. */
  page(name: string): void;
  /** The customer is on this step of the quote form now: reached, once a visit. */
  enter(step: string): void;
  /** The customer finished this step (a Continue that passed). */
  complete(step: string): void;
  question(step: string, question: string): void;
  message(step: string, question: string, rule: string): void;
  /** Listens for the page being hidden, closed or restored; answers the function that stops it. */
  watchPage(): () => void;
}

export const silentReporter: FunnelReporter = {
  page: () => undefined,
  enter: () => undefined,
  complete: () => undefined,
  question: () => undefined,
  message: () => undefined,
  watchPage: () => () => undefined,
};

export interface ReporterOptions {
  /** Read on every event: a customer who turns the figures off stops them at once. */
  allowed(): boolean;
  fetchImpl?: typeof fetch;
  intervalMs?: number;
}

const LAST_PLACE = funnelPlaces.at(-1);

export function createFunnelReporter(options: ReporterOptions): FunnelReporter {
  const { allowed, intervalMs = 5000 } = options;
  const send = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const visit = readVisit();
  let queue: FunnelEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush(keepalive = false) {
    if (timer) clearTimeout(timer);
    timer = null;
    const events = queue;
    queue = [];
    if (events.length === 0 || !allowed()) return;
    send(calls.recordEvents.path, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive,
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ events }),
    }).catch(() => undefined);
  }

  function record(event: FunnelEvent) {
    if (!allowed()) return;
    queue.push(event);
    if (queue.length >= MAX_FUNNEL_EVENTS) flush();
    else timer ??= setTimeout(() => flush(), intervalMs);
  }

  /** The visit goes on: the place it was closed on was not where the customer left after all. */
  function cameBack() {
    if (visit.left) record({ kind: 'step_returned', step: visit.left });
    visit.left = null;
    saveVisit(visit);
  }

  function enter(step: string) {
    visit.current = step;
    if (!visit.reached.has(step)) {
      visit.reached.add(step);
      record({ kind: 'step_reached', step });
    }
    saveVisit(visit);
  }

  function complete(step: string) {
    if (visit.current === step) visit.current = null;
    if (!visit.completed.has(step)) {
      visit.completed.add(step);
      record({ kind: 'step_completed', step });
    }
    saveVisit(visit);
  }

  cameBack();
  return {
    page(name) {
      if (visit.lastPage && movedForward(visit.lastPage, name)) complete(visit.lastPage);
      if (!isFunnelPage(name)) return;
      visit.lastPage = name;
      enter(name);
    },
    enter,
    complete,
    question: (step, question) => record({ kind: 'question_answered', step, question }),
    message: (step, question, rule) => record({ kind: 'message_shown', step, question, rule }),
    watchPage() {
      const onHidden = () => {
        if (document.visibilityState === 'hidden') flush(true);
      };
      const onPageHide = () => {
        const { current } = visit;
        if (current && current !== LAST_PLACE && !visit.completed.has(current)) {
          record({ kind: 'step_abandoned', step: current });
          visit.left = current;
          saveVisit(visit);
        }
        flush(true);
      };
      // Back from the browser's page cache: the same visit, going on.
      const onPageShow = (event: PageTransitionEvent) => {
        if (event.persisted) cameBack();
      };
      document.addEventListener('visibilitychange', onHidden);
      window.addEventListener('pagehide', onPageHide);
      window.addEventListener('pageshow', onPageShow);
      return () => {
        document.removeEventListener('visibilitychange', onHidden);
        window.removeEventListener('pagehide', onPageHide);
        window.removeEventListener('pageshow', onPageShow);
        flush(true);
      };
    },
  };
}
