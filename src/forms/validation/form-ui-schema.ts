import { screenForms, type ScreenFormId } from '#domain/schema/screen-forms.ts';
import { quoteSteps } from '#forms/quote-steps.ts';
import { deriveUiSchema } from '#forms/ui-schema/derive-ui-schema.ts';
import type { FormId } from './form-ids';

/** The UI schema a form renders with: a quote form step's, or a buying screen form's derived one. */
export function formUiSchema(id: FormId): Record<string, unknown> {
  if (id in screenForms) {
    const form = screenForms[id as ScreenFormId];
    return deriveUiSchema(form.schema, form.ui);
  }
  const step = quoteSteps.find((s) => s.id === id);
  if (!step) throw new Error(`No form ${id}`);
  return step.uiSchema;
}
