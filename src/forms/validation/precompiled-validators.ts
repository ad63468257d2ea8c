/**
 * Step validators precompiled at build time by scripts/precompile-validators.ts (RJSF standalone code,
 * CommonJS as RJSF needs): no code is compiled in the browser, so the Content-Security-Policy needs no
 * 'unsafe-eval'. The schema each is created with is the very object it was compiled from.
 */
// The module itself, not the package index: the index also brings Ajv's compiler, which the page never needs.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { stepSchemas, type StepId } from '../../domain/schema/quote-form-schemas';
import step1 from './precompiled/1-about-your-van.cjs';
import step2 from './precompiled/2-your-driving-history.cjs';
import step3 from './precompiled/3-policy-holder-details.cjs';
import step4 from './precompiled/4-additional-drivers.cjs';
import step5 from './precompiled/5-cover-requirements.cjs';
import { stepValidationFrom, type StepValidation } from './step-validation';

type ValidatorFunctions = Parameters<typeof createPrecompiledValidator>[0];

const compiled: Record<StepId, ValidatorFunctions> = {
  '1-about-your-van': step1,
  '2-your-driving-history': step2,
  '3-policy-holder-details': step3,
  '4-additional-drivers': step4,
  '5-cover-requirements': step5,
};

const cache = new Map<StepId, StepValidation>();

/**
 * RJSF looks a precompiled function up by hashing the schema on every condition it resolves (each
 * "if", every render); the schemas are fixed objects, so the lookup is remembered per object.
 */
function withRememberedLookups(validator: ValidatorType): ValidatorType {
  const lookups = validator as unknown as { getValidator(schema: object): unknown };
  const original = lookups.getValidator.bind(validator);
  const found = new WeakMap<object, unknown>();
  lookups.getValidator = (schema) => {
    if (!found.has(schema)) found.set(schema, original(schema));
    return found.get(schema);
  };
  return validator;
}

export function stepValidation(id: StepId): StepValidation {
  let found = cache.get(id);
  if (!found) {
    found = stepValidationFrom(
      withRememberedLookups(createPrecompiledValidator(compiled[id], stepSchemas[id] as RJSFSchema)),
      stepSchemas[id],
    );
    cache.set(id, found);
  }
  return found;
}
