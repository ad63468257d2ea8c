import { preloadWidgets, widgetsLoaded } from '#widgets/lazy-widgets.ts';
import { formNeeds, isStepValidationLoaded, loadStepValidation } from '#step-validators';
import type { FormNeeds } from './form-needs';
import type { FormId } from './validation/form-ids';

/**
 * Fetches what a form needs before it shows (once): its validators (precompiled per form in
 * production) and the code of the lazy widgets its UI schema uses.
 */
export async function loadFormParts(id: FormId): Promise<void> {
  await Promise.all([loadStepValidation(id), preloadWidgets(formNeeds(id).widgets)]);
}

/** Whether a form's parts are all in already (it can show without waiting). */
export function formPartsLoaded(id: FormId): boolean {
  return isStepValidationLoaded(id) && widgetsLoaded(formNeeds(id).widgets);
}

/** The named reference lists a form's type-ahead answers read (form-needs.ts). */
export function formLists(id: FormId): FormNeeds['lists'] {
  return formNeeds(id).lists;
}
