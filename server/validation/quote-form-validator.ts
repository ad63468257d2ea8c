import { Ajv, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import { setListLookup } from '../../src/domain/rules/rule-functions';
import { addRuleKeywords } from '../../src/domain/rules/rule-keywords';
import { toFieldMessages, type FieldMessage, type RawError } from '../../src/domain/schema/error-paths';
import { stepIds, stepSchemas, type StepId } from '../../src/domain/schema/quote-form-schemas';
import type { ReferenceList } from '../lists/reference-lists';

/** ajv set up as the form's validator is: all errors, the rule keywords, ajv-errors messages. */
export function createQuoteFormAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
  addRuleKeywords(ajv);
  ajvErrors(ajv);
  return ajv;
}

export type RiskValidator = (risk: unknown) => FieldMessage[];

/**
 * Validates a proposal's risk against all five quote-form step schemas (the files the form renders),
 * with the reference lists as the in-list rule's source. Paths are dotted from the risk.
 */
export function createRiskValidator(
  lists: Map<string, ReferenceList>,
): RiskValidator & { step(id: StepId, risk: unknown): FieldMessage[] } {
  const values = new Map([...lists].map(([key, list]) => [key, new Set(list.options.map((o) => o.value))]));
  setListLookup((name) => values.get(name));
  const ajv = createQuoteFormAjv();
  const validators = Object.fromEntries(stepIds.map((id) => [id, ajv.compile(stepSchemas[id])])) as Record<
    StepId,
    ValidateFunction
  >;
  const step = (id: StepId, risk: unknown) => {
    const validate = validators[id];
    return validate(risk) ? [] : toFieldMessages(validate.errors as RawError[]);
  };
  const all = (risk: unknown) => {
    const seen = new Set<string>();
    return stepIds.flatMap((id) => step(id, risk)).filter((m) => !seen.has(m.path) && seen.add(m.path));
  };
  return Object.assign(all, { step });
}
