/**
 * The quote form as the schema files under schemas/ declare it: the default bundle, read by the one
 * schema reader. Browser and server import the same object.
 */
import additionalDriver from '#schemas/definitions/additional-driver.schema.json';
import address from '#schemas/definitions/address.schema.json';
import amount from '#schemas/definitions/amount.schema.json';
import claim from '#schemas/definitions/claim.schema.json';
import conviction from '#schemas/definitions/conviction.schema.json';
import coverStartDate from '#schemas/definitions/cover-start-date.schema.json';
import dateOfBirth from '#schemas/definitions/date-of-birth.schema.json';
import directDebit from '#schemas/definitions/direct-debit.schema.json';
import driverHistory from '#schemas/definitions/driver-history.schema.json';
import driverPersonal from '#schemas/definitions/driver-personal.schema.json';
import medicalCondition from '#schemas/definitions/medical-condition.schema.json';
import mileage from '#schemas/definitions/mileage.schema.json';
import repeater from '#schemas/definitions/repeater.schema.json';
import securityItem from '#schemas/definitions/security-item.schema.json';
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
  definitions: {
    'additional-driver': additionalDriver,
    address,
    amount,
    claim,
    conviction,
    'cover-start-date': coverStartDate,
    'date-of-birth': dateOfBirth,
    'direct-debit': directDebit,
    'driver-history': driverHistory,
    'driver-personal': driverPersonal,
    'medical-condition': medicalCondition,
    mileage,
    repeater,
    'security-item': securityItem,
  },
  review: summaryUi['ui:review'] as ReviewGroupDeclaration[],
};

/** The quote form's schema reader. */
export const quoteForm = createSchemaReader(quoteFormBundle);
