/**
 * The JavaScript budgets of DESIGN.md 5 and issue 13, gzipped KB of everything a route loads on a
 * first visit: checked by e2e/size-budgets.spec.ts in `npm test` and printed by `npm run bench`.
 */
export const JS_BUDGET_KB = {
  /** Assumptions needs no form library. */
  Assumptions: 90,
  /** The quote form: less than the bare stock stack (React, RJSF and runtime ajv). */
  QuoteCreateForm: 180,
  QuoteEditForm: 180,
} as const;

/** Every other customer route. */
export const OTHER_ROUTE_BUDGET_KB = 150;

/** The budget of a route of the route table, by its name. */
export function jsBudgetKb(route: string): number {
  return (JS_BUDGET_KB as Record<string, number>)[route] ?? OTHER_ROUTE_BUDGET_KB;
}
