/**
 * The rules of SPEC.md 5.2 as plain functions, one per rule name. Each answers null when the value
 * passes, or a detail string when it fails: the detail fills "{d}" in the schema's message (a date,
 * for "Please enter a date from {d}"), and is '' when the message needs none.
 *
 * They run inside the validators compiled from the schemas, in the browser and on the server, so
 * they read "today" from the clock at validation time. Absent values pass: "required" is a rule of its own.
 * They live in two modules (base-rules, contact-rules) so a step's validators load only what they use.
 */
import { baseRules } from './base-rules';
import { contactRules } from './contact-rules';
import type { RuleFunction } from './rule-function';

export { resolveBound, setListLookup, type DateBound } from './base-rules';
export type { RuleFunction };

export const ruleFunctions: Record<string, RuleFunction> = { ...baseRules, ...contactRules };

export const ruleNames = Object.keys(ruleFunctions);

/** The module (relative to src/domain/rules) and export holding a rule, for precompiled code. */
export function ruleHome(name: string): { module: string; exported: string } {
  return name in contactRules
    ? { module: 'contact-rules', exported: 'contactRules' }
    : { module: 'base-rules', exported: 'baseRules' };
}
