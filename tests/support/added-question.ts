/**
 * The fixture question of issue 14 (tests/fixtures/added-question.json) written into step 1's files
 * as a product person would write it by hand: for the app (vi.mock of the two JSON modules, so
 * every import of them sees the edit, as after a save) and for the scripts that read a schemas/
 * folder (a copy with the edited files).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyOfSchemas, shippedSchemasDir } from './schema-copy';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const STEP = '1-about-your-van';
const read = (file: string): Json => JSON.parse(readFileSync(file, 'utf8'));

/** The fixture: what is added where. */
export const addition: Json = read(join(import.meta.dirname, '..', 'fixtures', 'added-question.json'));

const then = addition.schema.allOf[0].then;

/** The question, its follow-up and their messages, as the customer reads them. */
export const ADDED = {
  step: STEP,
  question: addition.schema.properties.tows_trailer.title as string,
  tooltip: addition.ui.tows_trailer['ui:help'] as string,
  required: addition.schema.errorMessage.required.tows_trailer as string,
  followUp: then.properties.trailer_weight.title as string,
  followUpRequired: then.errorMessage.required.trailer_weight as string,
  range: then.properties.trailer_weight.errorMessage.maximum as string,
};

/** Step 1's schema and UI schema as shipped, with the fixture's question added. */
export function stepOneWithQuestion(dir = shippedSchemasDir): { schema: Json; ui: Json } {
  const schema = read(join(dir, 'quote-form', `${STEP}.schema.json`));
  const ui = read(join(dir, 'quote-form', `${STEP}.ui.json`));
  const vehicle = schema.properties.vehicle;
  Object.assign(vehicle.properties, addition.schema.properties);
  vehicle.required.push(...addition.schema.required);
  Object.assign(vehicle.errorMessage.required, addition.schema.errorMessage.required);
  vehicle.allOf.push(...addition.schema.allOf);
  const order: string[] = ui.vehicle['ui:order'];
  order.splice(order.indexOf(addition.order.before), 0, ...addition.order.insert);
  Object.assign(ui.vehicle, addition.ui);
  ui['ui:effects'].push(...addition['ui:effects']);
  return { schema, ui };
}

/** A copy of schemas/ with the fixture's question added to step 1's files; its path. */
export function schemasWithQuestion(): string {
  const dir = copyOfSchemas();
  const { schema, ui } = stepOneWithQuestion(dir);
  writeFileSync(join(dir, 'quote-form', `${STEP}.schema.json`), JSON.stringify(schema, null, 2));
  writeFileSync(join(dir, 'quote-form', `${STEP}.ui.json`), JSON.stringify(ui, null, 2));
  return dir;
}
