import { Ajv, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import { setListLookup } from '#domain/rules/rule-functions.ts';
import { addRuleKeywords } from '#domain/rules/rule-keywords.ts';
import { toFieldMessages, type FieldMessage, type RawError } from '#domain/schema/error-paths.ts';
import { quoteForm } from '#domain/schema/quote-form.ts';
import type { SchemaReader } from '#domain/schema/reader.ts';
import { mergeShapes, wellFormedSchema } from '#domain/schema/schema-walk.ts';
import { invalid } from '#server/http/errors.ts';
import type { ReferenceLists } from '#server/lists/reference-lists.ts';

/** ajv set up as the form's validator is: all errors, the rule keywords, ajv-errors messages. */
export function createQuoteFormAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
  addRuleKeywords(ajv);
  ajvErrors(ajv);
  return ajv;
}

export type RiskValidator = ((risk: unknown) => FieldMessage[]) & {
  /** One step's messages only. */
  step(id: string, risk: unknown): FieldMessage[];
  /** A 422 with the form's messages, by path from the proposal ("risk.vehicle.weight"), unless valid. */
  assert(risk: unknown): void;
};

/**
 * Validates a proposal's risk against every quote-form step schema (the very objects the form
 * renders, from the schema reader), with the reference lists as the in-list rule's source. Paths
 * are dotted from the risk; one message per path.
 */
export function createRiskValidator(lists: ReferenceLists, reader: SchemaReader = quoteForm): RiskValidator {
  const values = new Map([...lists].map(([key, list]) => [key, new Set(list.options.map((o) => o.value))]));
  setListLookup((name) => values.get(name));
  const ajv = createQuoteFormAjv();
  const validators = new Map<string, ValidateFunction>(
    reader.steps.map((s) => [s.id, ajv.compile(s.schema)]),
  );
  const step = (id: string, risk: unknown) => {
    const validate = validators.get(id);
    if (!validate) throw new Error(`There is no quote-form step "${id}"`);
    return validate(risk) ? [] : toFieldMessages(validate.errors as RawError[]);
  };
  // Every answer present must be one the form could give, even for a question not asked now.
  const merged = mergeShapes(reader.steps.map((s) => reader.shape(s.id)));
  const wellFormed = merged ? ajv.compile(wellFormedSchema(merged)) : null;
  const badValues = (risk: unknown) =>
    !wellFormed || wellFormed(risk) ? [] : toFieldMessages(wellFormed.errors as RawError[]);
  const all = (risk: unknown) => {
    const seen = new Set<string>();
    return [...reader.steps.flatMap((s) => step(s.id, risk)), ...badValues(risk)].filter(
      (m) => !seen.has(m.path) && seen.add(m.path),
    );
  };
  const assert = (risk: unknown) => {
    const messages = all(risk);
    if (messages.length > 0)
      throw invalid(messages.map((m) => ({ path: `risk.${m.path}`, message: m.message })));
  };
  return Object.assign(all, { step, assert });
}
