/**
 * The forms of the buying screens (the payment option's start date and registration, Instalments,
 * Retrieve a Quote, and the new start date of an expired quote), assembled with the shared definitions like the quote form's steps: the browser
 * renders and validates these objects, and the server validates the calls they send with the same.
 */
import coverStartDate from '#schemas/definitions/cover-start-date.schema.json';
import instalments from '#schemas/instalments/instalments.schema.json';
import instalmentsUi from '#schemas/instalments/instalments.ui.json';
import paymentOption from '#schemas/payment-option/payment-option.schema.json';
import recall from '#schemas/recall/recall.schema.json';
import recallUi from '#schemas/recall/recall.ui.json';
import updateStartDate from '#schemas/recall/update-start-date.schema.json';
import { assemble, withoutId } from './assemble';
import { buyingFormDefinitions } from './buying-definitions';
import type { Schema } from './schema-walk';

/** The buying forms' definitions, by the name a $ref uses (none asks the additional-driver wording). */
const definitions: Record<string, Schema> = Object.fromEntries(
  Object.entries(buyingFormDefinitions).map(([name, schema]) => [name, withoutId(schema)]),
);

/** A screen's form: its assembled schema and its UI schema as written. */
export interface ScreenForm {
  id: ScreenFormId;
  schema: Schema;
  ui: Record<string, unknown>;
}

export const screenFormIds = ['payment-option', 'instalments', 'recall', 'update-start-date'] as const;
export type ScreenFormId = (typeof screenFormIds)[number];

/**
 * The payment option screen asks the quote form's cover start date (one window, one rule) in its own
 * words (SPEC.md 2.7): the rule of the shared definition, with this screen's title and messages.
 */
const paymentOptionForm: Schema = {
  ...paymentOption,
  properties: {
    ...paymentOption.properties,
    cover_start_date: { ...withoutId(coverStartDate), ...paymentOption.properties.cover_start_date },
  },
};

export const screenForms: Record<ScreenFormId, ScreenForm> = {
  'payment-option': { id: 'payment-option', schema: assemble(paymentOptionForm, definitions), ui: {} },
  instalments: { id: 'instalments', schema: assemble(instalments, definitions), ui: instalmentsUi },
  recall: { id: 'recall', schema: assemble(recall, definitions), ui: recallUi },
  'update-start-date': { id: 'update-start-date', schema: assemble(updateStartDate, definitions), ui: {} },
};

/** The Direct Debit details alone, as PATCH /json/proposal/direct-debit sends them (without the uuid). */
export const directDebitSchema: Schema = assemble({ $ref: '#/definitions/direct-debit' }, definitions);
