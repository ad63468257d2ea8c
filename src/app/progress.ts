import type { RouteName } from './route-table';

export interface ProgressStep {
  title: string;
  routes: readonly RouteName[];
}

/** The progress steps (SPEC.md 2.2); each owns the routes it covers. */
export const progressSteps: readonly ProgressStep[] = [
  { title: 'Assumptions', routes: ['Assumptions'] },
  { title: 'Your Details', routes: ['QuoteCreateForm', 'QuoteEditForm'] },
  { title: 'Quote', routes: ['PaymentOption', 'Addons', 'Summary'] },
  { title: 'Payment', routes: ['Payment', 'Instalments', 'Accepted', 'PaymentRedirect'] },
  { title: 'Complete', routes: ['Complete'] },
];

const HIDDEN_ON: ReadonlySet<RouteName> = new Set([
  'Declined',
  'Exception',
  'Expired',
  'InstalmentsDeclined',
  'NotFound',
  'Recall',
]);

export function isProgressBarShown(route: RouteName): boolean {
  return !HIDDEN_ON.has(route);
}

/** Index of the first step whose routes contain the current route, or 0 when none does. */
export function currentStepIndex(route: RouteName): number {
  const index = progressSteps.findIndex((s) => s.routes.includes(route));
  return index === -1 ? 0 : index;
}

export type StepLook = 'done' | 'current' | 'upcoming';

/** The three looks: earlier steps done, the current one, later ones upcoming. */
export function stepLook(stepIndex: number, currentIndex: number): StepLook {
  if (stepIndex < currentIndex) return 'done';
  return stepIndex === currentIndex ? 'current' : 'upcoming';
}
