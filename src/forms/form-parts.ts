import { preloadWidgets, widgetsLoaded } from '#widgets/lazy-widgets.ts';
import { isStepValidationLoaded, loadStepValidation } from '#step-validators';
import type { FormId } from './validation/form-ids';

/**
 * Fetches what a form needs before it shows (once): its validators (precompiled per form in
 * production) and the code of the lazy widgets its UI schema uses.
 */
export async function loadFormParts(id: FormId, uiSchema: unknown): Promise<void> {
  await Promise.all([loadStepValidation(id), preloadWidgets(uiSchema)]);
}

/**
 * Whether a form's parts are all in already (it can show without waiting). Its UI schema is asked for
 * only once its validators are in: a quote form step's is worked out when first read.
 */
export function formPartsLoaded(id: FormId, uiSchemaOf: () => unknown): boolean {
  return isStepValidationLoaded(id) && widgetsLoaded(uiSchemaOf());
}
