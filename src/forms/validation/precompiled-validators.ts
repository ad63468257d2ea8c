/**
 * Form validators (the quote form's steps and the buying screens' forms) precompiled at build time by scripts/precompile-validators.ts (RJSF standalone code,
 * CommonJS as RJSF needs): no code is compiled in the browser, so the Content-Security-Policy needs no
 * 'unsafe-eval'. The schema each is created with is the very object it was compiled from.
 */
// The module itself, not the package index: the index also brings Ajv's compiler, which the page never needs.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import step1 from './precompiled/1-about-your-van.cjs';
import { formSchema, type FormId } from './form-ids';
import { stepValidationFrom, type StepValidation } from './step-validation';

type ValidatorFunctions = Parameters<typeof createPrecompiledValidator>[0];

/**
 * Each step's validators are fetched when the form first needs them (the step opens, or Continue);
 * the first step's come with the form itself, so the first questions show without another request.
 */
const compiled: Record<FormId, () => Promise<{ default: ValidatorFunctions }>> = {
  '1-about-your-van': async () => ({ default: step1 }),
  '2-your-driving-history': () => import('./precompiled/2-your-driving-history.cjs'),
  '3-policy-holder-details': () => import('./precompiled/3-policy-holder-details.cjs'),
  '4-additional-drivers': () => import('./precompiled/4-additional-drivers.cjs'),
  '5-cover-requirements': () => import('./precompiled/5-cover-requirements.cjs'),
  'payment-option': () => import('./precompiled/payment-option.cjs'),
  instalments: () => import('./precompiled/instalments.cjs'),
  recall: () => import('./precompiled/recall.cjs'),
  'update-start-date': () => import('./precompiled/update-start-date.cjs'),
};

const cache = new Map<FormId, StepValidation>();

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

/** The step's validation, once loadStepValidation has fetched it. */
export function stepValidation(id: FormId): StepValidation {
  const found = cache.get(id);
  if (!found) throw new Error(`The validators of step ${id} are not loaded yet`);
  return found;
}

/** Fetches (once) and prepares a step's validation. */
export async function loadStepValidation(id: FormId): Promise<StepValidation> {
  const found = cache.get(id);
  if (found) return found;
  const functions = (await compiled[id]()).default;
  const validation = stepValidationFrom(
    withRememberedLookups(createPrecompiledValidator(functions, formSchema(id) as RJSFSchema)),
    formSchema(id),
  );
  cache.set(id, validation);
  return validation;
}

/** Whether a step's validation is ready to use synchronously. */
export function isStepValidationLoaded(id: FormId): boolean {
  return cache.has(id);
}
