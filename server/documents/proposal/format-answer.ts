import { isoToDisplay } from '../../../src/domain/dates';
import type { Schema } from './schema-walk';

/** Reference lists by key (schemas/lists file name), as loadReferenceLists() returns them. */
export type Lists = Map<string, { options: { name: string; value: string }[] }>;

const ADDRESS_LINES = ['line_1', 'line_2', 'line_3', 'line_4', 'line_5', 'postcode'];

/** The display name of a code in a reference list; the code itself when the list does not have it. */
export function listName(lists: Lists, list: string, code: unknown): string {
  const option = lists.get(list)?.options.find((o) => o.value === code);
  return option ? option.name : String(code);
}

/** Whole pounds (or pounds and pence) with separators: 18500 -> "£18,500". */
export function formatMoney(value: number): string {
  const digits = Number.isInteger(value) ? 0 : 2;
  return `£${value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

function formatNumber(value: number, schema: Schema): string {
  if (typeof schema.title === 'string' && schema.title.includes('£')) return formatMoney(value);
  if (schema.plain === true) return String(value);
  const text = value.toLocaleString('en-GB');
  return typeof schema.unit === 'string' ? `${text} ${schema.unit}` : text;
}

function formatScalar(value: unknown, schema: Schema, ui: Record<string, unknown>, lists: Lists): string {
  const list = schema['in-list'];
  if (typeof list === 'string') return listName(lists, list, value);
  const enumNames = ui['ui:enumNames'];
  if (Array.isArray(schema.enum) && Array.isArray(enumNames)) {
    const i = schema.enum.indexOf(value);
    if (i >= 0 && typeof enumNames[i] === 'string') return enumNames[i];
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return formatNumber(value, schema);
  if (typeof value === 'string') return schema.date === true ? isoToDisplay(value) : value;
  return '';
}

/**
 * An answer as the customer would read it, as text lines (not yet escaped): list codes as their names,
 * Yes/No, DD/MM/YYYY dates, £ amounts with separators, an address as its lines.
 */
export function formatAnswer(
  value: unknown,
  schema: Schema,
  ui: Record<string, unknown>,
  lists: Lists,
): string[] {
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
