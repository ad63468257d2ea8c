/**
 * Step validators compiled in the browser at run time: used by the dev server, Storybook and tests.
 * The production build uses precompiled-validators.ts instead (vite.config.ts), so the page needs no
 * 'unsafe-eval'. Both compile the same assembled schemas with the same keywords.
 */
import { customizeValidator } from '@rjsf/validator-ajv8';
import { formNeedsFrom, type FormNeeds } from '#forms/form-needs.ts';
import { formSchema, type FormId } from './form-ids';
import { formUiSchema } from './form-ui-schema';
import { stepValidationFrom, type StepValidation } from './step-validation';
import { validatorOptions } from './validator-options';

export { validatorOptions };

const cache = new Map<FormId, StepValidation>();

export function stepValidation(id: FormId): StepValidation {
  let found = cache.get(id);
  if (!found) {
    found = stepValidationFrom(customizeValidator(validatorOptions as never), formSchema(id));
    cache.set(id, found);
  }
  return found;
}

/** Same contract as the precompiled module: compiled here at once. */
export async function loadStepValidation(id: FormId): Promise<StepValidation> {
  return stepValidation(id);
}

export function isStepValidationLoaded(_id: FormId): boolean {
  return true;
}

const needs = new Map<FormId, FormNeeds>();

/** What the form fetches before it shows, worked out here from its schemas (the build's, at build). */
export function formNeeds(id: FormId): FormNeeds {
  let found = needs.get(id);
  if (!found) {
    found = formNeedsFrom(formSchema(id), formUiSchema(id));
    needs.set(id, found);
  }
  return found;
}
