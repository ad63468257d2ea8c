/**
 * The customer's answers read back as the form asked them: one row per answered, visible question
 * (worded by its schema title, formatted by format-answer), repeated items and titled objects as
 * groups. The summary's review and the proposal-form document are both built from this walk.
 */
import type { ListsByName } from '#domain/lists.ts';
import { formatAnswer } from './format-answer';
import { isObject, isObjectSchema, orderKeys, propertiesOf, resolve, type Schema } from './schema-walk';

/** One question the customer answered, worded as the form asked it, and the answer as text lines. */
export interface AnswerRow {
  kind: 'row';
  /** Dotted path from the risk, with item indices: "drivers.additional_drivers.0.surname". */
  path: string;
  question: string;
  answer: string[];
}

/** A repeated item (a claim, a driver ...) or a titled group of questions. */
export interface AnswerGroup {
  kind: 'group';
  path: string;
  heading: string;
  items: AnswerItem[];
}

export type AnswerItem = AnswerRow | AnswerGroup;

type Ui = Record<string, unknown>;

const isAbsent = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const asRecord = (v: unknown): Record<string, unknown> => (isObject(v) ? v : {});

const optionsOf = (ui: Ui) => asRecord(ui['ui:options']);

interface Walk {
  root: Schema;
  lists: ListsByName;
}

/**
 * The heading of one repeated item: the answer named by ui:options.itemTitleFrom (a security device's
 * kind), else ui:options.itemTitle and the item's number, with the person's name when it has one.
 */
function itemHeading(item: unknown, index: number, itemSchemas: Schema[], ui: Ui, walk: Walk): string {
  const data = asRecord(item);
  const options = optionsOf(ui);
  const from = options.itemTitleFrom;
  if (typeof from === 'string' && !isAbsent(data[from])) {
    const fieldSchemas = propertiesOf(itemSchemas, data, walk.root).get(from) ?? [];
    const fieldUi = asRecord(asRecord(ui.items)[from]);
    const text = formatAnswer(data[from], Object.assign({}, ...fieldSchemas), fieldUi, walk.lists);
    if (text.length) return text.join(' ');
  }
  const base = typeof options.itemTitle === 'string' ? options.itemTitle : 'Item';
  const name = [data.forename, data.surname].filter((p) => typeof p === 'string' && p).join(' ');
  return name ? `${base} ${index + 1}: ${name}` : `${base} ${index + 1}`;
}

/** A tick box left unticked is not an answer worth reading back ("I haven't bought the van yet"). */
const isUntickedBox = (answer: unknown, ui: Ui) => ui['ui:widget'] === 'checkbox' && answer !== true;

function walkArray(
  schemas: Schema[],
  answer: unknown[],
  ui: Ui,
  walk: Walk,
  path: string,
): AnswerItem[] | null {
  const itemSchemas = schemas
    .filter((s) => isObject(s.items))
    .map((s) => resolve(asRecord(s.items), walk.root));
  if (!isObjectSchema(itemSchemas)) return null;
  return answer.map((element, i) => ({
    kind: 'group' as const,
    path: `${path}.${i}`,
    heading: itemHeading(element, i, itemSchemas, ui, walk),
    items: walkObject(itemSchemas, element, asRecord(ui.items), walk, `${path}.${i}`),
  }));
}

/** The answered, visible questions of an object, in the UI schema's order. */
export function walkObject(
  variants: Schema[],
  value: unknown,
  ui: Ui,
  walk: Walk,
  path: string,
): AnswerItem[] {
  const data = asRecord(value);
  const props = propertiesOf(variants, data, walk.root);
  const items: AnswerItem[] = [];
  for (const name of orderKeys([...props.keys()], ui['ui:order'])) {
    const answer = data[name];
    const propUi = asRecord(ui[name]);
    if (isAbsent(answer) || isUntickedBox(answer, propUi)) continue;
    const schemas = props.get(name) ?? [];
    const merged: Schema = Object.assign({}, ...schemas);
    const childPath = path ? `${path}.${name}` : name;
    const isAddress = isObject(merged.properties) && 'line_1' in merged.properties;
    if (Array.isArray(answer)) {
      const groups = walkArray(schemas, answer, propUi, walk, childPath);
      if (groups) {
        items.push(...groups);
        continue;
      }
    } else if (!isAddress && isObjectSchema(schemas)) {
      const children = walkObject(schemas, answer, propUi, walk, childPath);
      if (typeof merged.title === 'string') {
        if (children.length)
          items.push({ kind: 'group', path: childPath, heading: merged.title, items: children });
      } else items.push(...children);
      continue;
    }
    if (typeof merged.title !== 'string') continue; // kept by the form, never asked as a question
    const lines = formatAnswer(answer, merged, propUi, walk.lists);
    if (lines.length) items.push({ kind: 'row', path: childPath, question: merged.title, answer: lines });
  }
  return items;
}
