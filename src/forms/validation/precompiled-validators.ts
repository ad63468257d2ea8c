/**
 * Step validators precompiled at build time by scripts/precompile-validators.ts (RJSF standalone code,
 * CommonJS as RJSF needs): no code is compiled in the browser, so the Content-Security-Policy needs no
 * 'unsafe-eval'. The schema each is created with is the very object it was compiled from.
 */
// The module itself, not the package index: the index also brings Ajv's compiler, which the page never needs.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { RJSFSchema } from '@rjsf/utils';
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

export function stepValidation(id: StepId): StepValidation {
  let found = cache.get(id);
  if (!found) {
    found = stepValidationFrom(
      createPrecompiledValidator(compiled[id], stepSchemas[id] as RJSFSchema),
      stepSchemas[id],
    );
    cache.set(id, found);
  }
  return found;
}
