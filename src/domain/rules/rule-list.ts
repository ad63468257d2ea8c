/** The rules a question's answer can break, by their schema keyword: one list for every reader. */
import { ruleNames } from './rule-functions';

/** JSON Schema's own rules a product person sets on a question (beside our rule keywords). */
export const STANDARD_RULES = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'enum',
  'minItems',
  'maxItems',
] as const;

/** Every keyword whose message the form may show: the structural ones, the standard ones and ours. */
export const MESSAGE_RULES: ReadonlySet<string> = new Set([
  'required',
  'type',
  'const',
  'not',
  'uniqueItems',
  'additionalProperties',
  ...STANDARD_RULES,
  ...ruleNames,
]);
