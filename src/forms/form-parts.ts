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
 * Whether a form's parts are all in already (it can show without waiting). A quote form step's UI
 * schema is worked out when first read: given as a function, it is read only once the form's
 * validators are in.
 */
export function formPartsLoaded(id: FormId, uiSchema: unknown): boolean {
  if (!isStepValidationLoaded(id)) return false;
  return widgetsLoaded(typeof uiSchema === 'function' ? (uiSchema as () => unknown)() : uiSchema);
}
