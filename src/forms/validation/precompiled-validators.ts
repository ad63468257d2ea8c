/**
 * Form validators (the quote form's steps and the buying screens' forms) precompiled at build time by scripts/precompile-validators.ts (RJSF standalone code,
 * CommonJS as RJSF needs): no code is compiled in the browser, so the Content-Security-Policy needs no
 * 'unsafe-eval'. The schema each is created with is the very object it was compiled from.
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { Schema } from '#domain/schema/schema-walk.ts';
import type { StepId } from '#domain/schema/quote-form.ts';
import type { ScreenFormId } from '#domain/schema/screen-forms.ts';
import type { FormNeeds } from '#forms/form-needs.ts';
import type { FormId } from './form-ids';
import workedOutNeeds from './precompiled/needs.cjs';
import { loadArrayField } from '#forms/step-form/array-field.tsx';
import { loadAllOfMerge } from './all-of-merge';
import { RememberingValidator, type ValidatorFunctions } from './remembering-validator';
import { stepValidationFrom, type StepValidation } from './step-validation';

type Loaded = { default: ValidatorFunctions };

/**
 * A quote form step's schema, the very object the step renders (the quote form's schemas load with
 * it), RJSF's allOf merge, which only the steps' schemas need (all-of-merge.ts), and RJSF's
 * ArrayField, which only the steps' repeaters need (array-field.tsx).
 */
const stepSchema = (id: StepId) => async () => {
  const [{ quoteForm }] = await Promise.all([
    import('#domain/schema/quote-form.ts'),
    loadAllOfMerge(),
    loadArrayField(),
  ]);
  return quoteForm.step(id).schema;
};
/** A buying screen's form schema (its own schemas and the shared definitions only). */
const screenSchema = (id: ScreenFormId) => async () =>
  (await import('#domain/schema/screen-forms.ts')).screenForms[id].schema;

/**
 * Each form's validators (and the schema they were compiled from) are fetched when the form first
 * needs them (its step opens, or the customer starts on the step before), so a page loads only its
 * own form's: the quote form's first visit loads step 1's, a buying screen none of the quote form's.
 */
const compiled: Record<FormId, { functions: () => Promise<Loaded>; schema: () => Promise<Schema> }> = {
  '1-about-your-van': {
    functions: () => import('./precompiled/1-about-your-van.cjs'),
    schema: stepSchema('1-about-your-van'),
  },
  '2-your-driving-history': {
    functions: () => import('./precompiled/2-your-driving-history.cjs'),
    schema: stepSchema('2-your-driving-history'),
  },
  '3-policy-holder-details': {
    functions: () => import('./precompiled/3-policy-holder-details.cjs'),
    schema: stepSchema('3-policy-holder-details'),
  },
  '4-additional-drivers': {
    functions: () => import('./precompiled/4-additional-drivers.cjs'),
    schema: stepSchema('4-additional-drivers'),
  },
  '5-cover-requirements': {
    functions: () => import('./precompiled/5-cover-requirements.cjs'),
    schema: stepSchema('5-cover-requirements'),
  },
  'payment-option': {
    functions: () => import('./precompiled/payment-option.cjs'),
    schema: screenSchema('payment-option'),
  },
  instalments: {
    functions: () => import('./precompiled/instalments.cjs'),
    schema: screenSchema('instalments'),
  },
  recall: { functions: () => import('./precompiled/recall.cjs'), schema: screenSchema('recall') },
  'update-start-date': {
    functions: () => import('./precompiled/update-start-date.cjs'),
    schema: screenSchema('update-start-date'),
  },
};

const cache = new Map<FormId, StepValidation>();

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
  const [{ default: functions }, schema] = await Promise.all([
    compiled[id].functions(),
    compiled[id].schema(),
  ]);
  const validation = stepValidationFrom(new RememberingValidator(functions, schema as RJSFSchema), schema);
  cache.set(id, validation);
  return validation;
}

/** Whether a step's validation is ready to use synchronously. */
export function isStepValidationLoaded(id: FormId): boolean {
  return cache.has(id);
}

/**
 * What the form fetches before it shows, as the build worked it out (scripts/precompile-validators.ts
 * writes every form's): no schema is assembled or UI schema derived to start the fetches.
 */
export function formNeeds(id: FormId): FormNeeds {
  return (workedOutNeeds as unknown as Record<FormId, FormNeeds>)[id];
}
