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
  readonly uiSchema: Record<string, unknown>;
}

/**
 * Its schema and UI schema are worked out when first read: a page shows one step at first, and the
 * others when the customer can open them (docs/performance.md, "start-up work").
 */
function quoteStep(step: FormStep): QuoteStep {
  let uiSchema: Record<string, unknown> | undefined;
  return {
    id: step.id as StepId,
    number: step.number,
    title: step.title,
    ui: step.ui,
    effects: step.effects,
    get schema() {
      return step.schema;
    },
    get uiSchema() {
      return (uiSchema ??= deriveUiSchema(step.schema, step.ui, quoteForm.shape(step.id)));
    },
  };
}

export const quoteSteps: readonly QuoteStep[] = quoteForm.steps.map(quoteStep);
