import ui1 from '../../schemas/quote-form/1-about-your-van.ui.json';
import ui2 from '../../schemas/quote-form/2-your-driving-history.ui.json';
import ui3 from '../../schemas/quote-form/3-policy-holder-details.ui.json';
import ui4 from '../../schemas/quote-form/4-additional-drivers.ui.json';
import ui5 from '../../schemas/quote-form/5-cover-requirements.ui.json';
import {
  stepIds,
  stepSchemas,
  stepTitles,
  type JsonSchema,
  type StepId,
} from '../domain/schema/quote-form-schemas';
import type { Effect } from './effects/apply-effects';
import { deriveUiSchema } from './ui-schema/derive-ui-schema';

/** One accordion step of the quote form: its schema, UI schema and declared effects. */
export interface QuoteStep {
  id: StepId;
  number: number;
  title: string;
  schema: JsonSchema;
  uiSchema: Record<string, unknown>;
}

const uiFiles: Record<StepId, Record<string, unknown>> = {
  '1-about-your-van': ui1,
  '2-your-driving-history': ui2,
  '3-policy-holder-details': ui3,
  '4-additional-drivers': ui4,
  '5-cover-requirements': ui5,
};

export const quoteSteps: QuoteStep[] = stepIds.map((id, index) => {
  const { 'ui:effects': _effects, ...explicit } = uiFiles[id];
  return {
    id,
    number: index + 1,
    title: stepTitles[id],
    schema: stepSchemas[id],
    uiSchema: deriveUiSchema(stepSchemas[id], explicit),
  };
});

/**
 * Every step's effects together: an answer on one step may feed another (the home postcode copied
 * to where the van is kept), so each change runs them all.
 */
export const quoteFormEffects: Effect[] = stepIds.flatMap(
  (id) => (uiFiles[id]['ui:effects'] as Effect[] | undefined) ?? [],
);
