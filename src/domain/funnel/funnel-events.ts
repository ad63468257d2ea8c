/**
 * Drop-off figures (issue 14.6, docs/analytics.md): what the browser reports of a visit, as events
 * that the server only ever adds to counts. An event names a place of the journey, and for question
 * events a question (its path with repeater positions as "[]") and the rule whose message showed.
 * Nothing in an event is an answer, and nothing names the customer or the proposal.
 */
import type { RouteName } from '#domain/journey/route-names.ts';
import { stepIds } from '#domain/schema/step-ids.ts';

export const funnelKinds = [
  'step_reached',
  'step_completed',
  'step_abandoned',
  'step_returned',
  'question_answered',
  'message_shown',
] as const;
export type FunnelKind = (typeof funnelKinds)[number];

/** The kinds that name a question (and, for a message, its rule). */
export const questionKinds: ReadonlySet<FunnelKind> = new Set(['question_answered', 'message_shown']);

export interface FunnelEvent {
  kind: FunnelKind;
  /** A quote-form step id or a page of the journey (funnelPlaces). */
  step: string;
  question?: string;
  rule?: string;
}

/** The pages of the journey that count, besides the quote form's steps. */
export const funnelPages = [
  'Assumptions',
  'PaymentOption',
  'Addons',
  'Summary',
  'Instalments',
  'Payment',
  'Complete',
] as const satisfies readonly RouteName[];

/** Every place of the funnel, in the order a customer meets them. */
export const funnelPlaces: readonly string[] = [funnelPages[0], ...stepIds, ...funnelPages.slice(1)];

/** Where a place stands in the funnel; the quote form's pages stand at its first step. */
function placeIndex(name: string): number {
  return name === 'QuoteCreateForm' || name === 'QuoteEditForm' ? 1 : funnelPlaces.indexOf(name);
}

/** The customer moved on from one place of the funnel to a later one. */
export const movedForward = (from: string, to: string): boolean =>
  placeIndex(from) >= 0 && placeIndex(to) > placeIndex(from);

export const isFunnelPage = (name: string): boolean => (funnelPages as readonly string[]).includes(name);

/** The most events one report may carry (the browser sends at most this many at once). */
export const MAX_FUNNEL_EVENTS = 100;
