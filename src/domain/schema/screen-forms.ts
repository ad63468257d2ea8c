/**
 * The forms of the buying screens (Instalments, Retrieve a Quote, and the new start date of an
 * expired quote), assembled with the shared definitions like the quote form's steps: the browser
 * renders and validates these objects, and the server validates the calls they send with the same.
 */
import instalments from '#schemas/instalments/instalments.schema.json';
import instalmentsUi from '#schemas/instalments/instalments.ui.json';
import recall from '#schemas/recall/recall.schema.json';
import recallUi from '#schemas/recall/recall.ui.json';
import updateStartDate from '#schemas/recall/update-start-date.schema.json';
import { assemble, withTheirVariants } from './assemble';
import { quoteFormBundle } from './quote-form';
import type { Schema } from './schema-walk';

const definitions = withTheirVariants(quoteFormBundle.definitions);

/** A screen's form: its assembled schema and its UI schema as written. */
export interface ScreenForm {
  id: ScreenFormId;
  schema: Schema;
  ui: Record<string, unknown>;
}

export const screenFormIds = ['instalments', 'recall', 'update-start-date'] as const;
export type ScreenFormId = (typeof screenFormIds)[number];

export const screenForms: Record<ScreenFormId, ScreenForm> = {
  instalments: { id: 'instalments', schema: assemble(instalments, definitions), ui: instalmentsUi },
  recall: { id: 'recall', schema: assemble(recall, definitions), ui: recallUi },
  'update-start-date': { id: 'update-start-date', schema: assemble(updateStartDate, definitions), ui: {} },
};

/** The Direct Debit details alone, as PATCH /json/proposal/direct-debit sends them (without the uuid). */
export const directDebitSchema: Schema = assemble({ $ref: '#/definitions/direct-debit' }, definitions);
