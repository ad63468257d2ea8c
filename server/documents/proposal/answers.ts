import { quoteSteps } from '../../../src/forms/quote-steps';
import type { StepId } from '../../../src/domain/schema/quote-form-schemas';
import { formatAnswer, type Lists } from './format-answer';
import { isObjectSchema, orderKeys, propertiesOf, resolve, type Schema } from './schema-walk';

/** One question the customer answered, worded as the form asked it, and the answer as text lines. */
export interface AnswerRow {
  kind: 'row';
  question: string;
  answer: string[];
}

/** A repeated item (a claim, a driver ...) or a titled group of questions. */
export interface AnswerGroup {
  kind: 'group';
  heading: string;
  items: AnswerItem[];
}

export type AnswerItem = AnswerRow | AnswerGroup;

export interface StepAnswers {
  id: StepId;
  title: string;
  items: AnswerItem[];
}

type Ui = Record<string, unknown>;

/** Data the form keeps but never asks about (lookup codes, defaults, hidden copies). */
const INTERNAL = new Set([
  'abi_code',
  'dump_code_used',
  'year_min',
  'year_max',
  'right_hand_drive',
  'q_plates',
  'security_device',
  'postcode_vehicle_kept',
  'modifications',
]);

/**
 * The van the customer confirmed in the vehicle lookup: shown by that field, so these have no title
 * in the schema. They are listed right after the registration, as the lookup shows them.
 */
const VEHICLE_LOOKUP: Record<string, Schema> = {
  vehicle_make: { title: 'Make' },
  vehicle_model: { title: 'Model' },
  year_of_manufacture: { title: 'Year of manufacture', plain: true },
  fuel_type: { title: 'Fuel type', 'in-list': 'fuel_type' },
  transmission: { title: 'Transmission', 'in-list': 'transmission' },
  engine_size: { title: 'Engine size', unit: 'cc' },
  number_of_doors: { title: 'Number of doors' },
};

/** Checkboxes whose unticked state is not an answer worth printing. */
const ONLY_WHEN_TICKED = new Set(['not_purchased']);

const DEVICE_NAMES: Record<string, string> = { ALARM: 'Alarm or immobiliser', TRACKER: 'Tracking device' };

const isAbsent = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const asRecord = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

function itemHeading(element: unknown, index: number, arraySchema: Schema, ui: Ui): string {
  const item = asRecord(element);
  if (typeof item.security_device === 'string')
    return DEVICE_NAMES[item.security_device] ?? item.security_device;
  const options = asRecord(ui['ui:options']);
  const base =
    typeof options.itemTitle === 'string'
      ? options.itemTitle
      : String(arraySchema.title ?? 'Item').replace(/s$/, '');
  const name = [item.forename, item.surname].filter((p) => typeof p === 'string' && p).join(' ');
  return name ? `${base} ${index + 1}: ${name}` : `${base} ${index + 1}`;
}

function withLookupOrder(keys: string[]): string[] {
  const lookup = Object.keys(VEHICLE_LOOKUP).filter((k) => keys.includes(k));
  const rest = keys.filter((k) => !lookup.includes(k));
  const at = rest.indexOf('vehicle_registration') + 1;
  return [...rest.slice(0, at), ...lookup, ...rest.slice(at)];
}

interface Walk {
  root: Schema;
  lists: Lists;
}

function walkObject(variants: Schema[], value: unknown, ui: Ui, walk: Walk, path: string): AnswerItem[] {
  const data = asRecord(value);
  const props = propertiesOf(variants, data, walk.root);
  let keys = orderKeys([...props.keys()], ui['ui:order']);
  if (path === 'vehicle') keys = withLookupOrder(keys);
  const items: AnswerItem[] = [];
  for (const name of keys) {
    const answer = data[name];
    const propUi = asRecord(ui[name]);
    if (isAbsent(answer) || INTERNAL.has(name) || propUi['ui:widget'] === 'hidden') continue;
    if (ONLY_WHEN_TICKED.has(name) && answer !== true) continue;
    const schemas = props.get(name) ?? [];
    const lookup = path === 'vehicle' ? VEHICLE_LOOKUP[name] : undefined;
    const merged: Schema = Object.assign({}, lookup, ...schemas);
    const isAddress = asRecord(merged.properties).line_1 !== undefined;
    const childPath = path ? `${path}.${name}` : name;
    if (merged.type === 'array' && Array.isArray(answer)) {
      const itemSchemas = schemas.filter((s) => s.items).map((s) => resolve(asRecord(s.items), walk.root));
      if (isObjectSchema(itemSchemas)) {
        answer.forEach((element, i) =>
          items.push({
            kind: 'group',
            heading: itemHeading(element, i, merged, propUi),
            items: walkObject(itemSchemas, element, asRecord(propUi.items), walk, `${childPath}[]`),
          }),
        );
        continue;
      }
    } else if (!isAddress && isObjectSchema(schemas)) {
      const children = walkObject(schemas, answer, propUi, walk, childPath);
      if (typeof merged.title === 'string') {
        if (children.length) items.push({ kind: 'group', heading: merged.title, items: children });
      } else items.push(...children);
      continue;
    }
    if (typeof merged.title !== 'string') continue; // never asked as a question
    const lines = formatAnswer(answer, merged, propUi, walk.lists);
    if (lines.length) items.push({ kind: 'row', question: merged.title, answer: lines });
  }
  return items;
}

/**
 * The customer's answers, step by step, as the quote form asked them: each step's assembled schema
 * (with the additional-driver wording for step 4) walked with its UI order, skipping questions that
 * were not asked and the form's internal data.
 */
export function proposalAnswers(risk: Record<string, unknown>, lists: Lists): StepAnswers[] {
  return quoteSteps.map((step) => ({
    id: step.id,
    title: step.title,
    items: walkObject([step.schema], risk, step.uiSchema, { root: step.schema, lists }, ''),
  }));
}
