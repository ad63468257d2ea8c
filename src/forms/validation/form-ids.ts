import { quoteForm, stepIds, type StepId } from '#domain/schema/quote-form.ts';
import type { Schema } from '#domain/schema/schema-walk.ts';
import { screenFormIds, screenForms, type ScreenFormId } from '#domain/schema/screen-forms.ts';

/** Every form the browser validates: the quote form's five steps and the buying screens' forms. */
export type FormId = StepId | ScreenFormId;
export const formIds: readonly FormId[] = [...stepIds, ...screenFormIds];

/** The assembled schema of a form: the object its validators are compiled from. */
export function formSchema(id: FormId): Schema {
  return id in screenForms ? screenForms[id as ScreenFormId].schema : quoteForm.step(id).schema;
}
