/**
 * The quote form as the schema files under schemas/ declare it: the default bundle, read by the one
 * schema reader. Browser and server import the same object.
 */
import step1 from '#schemas/quote-form/1-about-your-van.schema.json';
import ui1 from '#schemas/quote-form/1-about-your-van.ui.json';
import step2 from '#schemas/quote-form/2-your-driving-history.schema.json';
import ui2 from '#schemas/quote-form/2-your-driving-history.ui.json';
import step3 from '#schemas/quote-form/3-policy-holder-details.schema.json';
import ui3 from '#schemas/quote-form/3-policy-holder-details.ui.json';
import step4 from '#schemas/quote-form/4-additional-drivers.schema.json';
import ui4 from '#schemas/quote-form/4-additional-drivers.ui.json';
import step5 from '#schemas/quote-form/5-cover-requirements.schema.json';
import ui5 from '#schemas/quote-form/5-cover-requirements.ui.json';
import summaryUi from '#schemas/summary/summary.ui.json';
import { quoteFormDefinitions } from './definitions';
import { createSchemaReader, type SchemaBundle } from './reader';
import type { ReviewGroupDeclaration } from './review';

import { stepIds } from './step-ids';

export { stepIds, type StepId } from './step-ids';

const files = {
  [stepIds[0]]: [step1, ui1],
  [stepIds[1]]: [step2, ui2],
  [stepIds[2]]: [step3, ui3],
  [stepIds[3]]: [step4, ui4],
  [stepIds[4]]: [step5, ui5],
};

/** The schema files of the quote form. */
export const quoteFormBundle: SchemaBundle = {
  steps: stepIds.map((id) => ({ id, schema: files[id][0], ui: files[id][1] })),
  definitions: quoteFormDefinitions,
  review: summaryUi['ui:review'] as ReviewGroupDeclaration[],
};

/** The quote form's schema reader. */
export const quoteForm = createSchemaReader(quoteFormBundle);
