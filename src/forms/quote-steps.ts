/**
 * The quote form's steps as RJSF renders them: the schema reader's steps, each with its UI schema
 * derived through the widget registry and the step's .ui.json on top.
 */
import type { FormStep } from '#domain/schema/reader.ts';
import { quoteForm, type StepId } from '#domain/schema/quote-form.ts';
import { deriveUiSchema } from './ui-schema/derive-ui-schema';

/** One accordion step of the quote form, ready to render. */
export interface QuoteStep extends FormStep {
  id: StepId;
  /** The UI schema RJSF renders with. */
  uiSchema: Record<string, unknown>;
}

export const quoteSteps: readonly QuoteStep[] = quoteForm.steps.map((step) => ({
  ...step,
  id: step.id as StepId,
  uiSchema: deriveUiSchema(step.schema, step.ui),
}));
