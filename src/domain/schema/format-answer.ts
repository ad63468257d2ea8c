/**
 * An answer as the customer reads it back (summary, proposal form): list codes as their names,
 * Yes/No, DD/MM/YYYY dates, £ amounts with separators, an address as its lines. Text, not HTML.
 */
import { isoToDisplay } from '#domain/dates.ts';
import { listName, type ListsByName } from '#domain/lists.ts';
import { formatWholePounds, withSeparators } from '#domain/money.ts';
import type { Schema } from './schema-walk';
import { yesNoWords } from './yes-no-words';

type Ui = Record<string, unknown>;

const ADDRESS_LINES = ['line_1', 'line_2', 'line_3', 'line_4', 'line_5', 'postcode'];

const optionsOf = (ui: Ui): Record<string, unknown> =>
  (ui['ui:options'] as Record<string, unknown> | undefined) ?? {};

function formatNumber(value: number, schema: Schema, ui: Ui): string {
  if (typeof schema.title === 'string' && schema.title.includes('£')) return formatWholePounds(value);
  const options = optionsOf(ui);
  const text = options.grouping === false ? String(value) : withSeparators(value);
  return typeof options.unit === 'string' ? `${text} ${options.unit}` : text;
}

function formatScalar(value: unknown, schema: Schema, ui: Ui, lists: ListsByName): string {
  const list = schema['in-list'];
  if (typeof list === 'string') return listName(lists, list, value);
  const enumNames = ui['ui:enumNames'];
  if (Array.isArray(schema.enum) && Array.isArray(enumNames)) {
    const i = schema.enum.indexOf(value);
    if (i >= 0 && typeof enumNames[i] === 'string') return enumNames[i];
  }
  if (typeof value === 'boolean') {
    const [yes, no] = yesNoWords(optionsOf(ui).labels);
    return value ? yes : no;
  }
  if (typeof value === 'number') return formatNumber(value, schema, ui);
  if (typeof value === 'string') return schema.date === true ? isoToDisplay(value) : value;
  return '';
}

/** Whether the UI schema says this answer is never read back (ui:options.omitValues: an electric van's engine size 0). */
function isOmitted(value: unknown, ui: Ui): boolean {
  const omitted = optionsOf(ui).omitValues;
  return Array.isArray(omitted) && omitted.includes(value);
}

/**
 * An answer as text lines (an address gives one line per address line; other answers one line); none
 * for a value the UI schema omits.
 */
export function formatAnswer(value: unknown, schema: Schema, ui: Ui, lists: ListsByName): string[] {
  if (isOmitted(value, ui)) return [];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    return ADDRESS_LINES.map((k) => record[k])
      .filter((line): line is string => typeof line === 'string' && line.trim() !== '')
      .map((line) => line.trim());
  }
  if (Array.isArray(value)) {
    const itemSchema = (schema.items ?? {}) as Schema;
    const text = value.map((v) => formatScalar(v, itemSchema, {}, lists)).filter(Boolean);
    return text.length ? [text.join(', ')] : [];
  }
  const text = formatScalar(value, schema, ui, lists);
  return text === '' ? [] : [text];
}
