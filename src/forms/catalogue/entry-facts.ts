/**
 * The facts of one question the catalogue lists, read from its merged schema and UI schema: its type
 * in words, its rules with their messages, the widget that renders it, its choices.
 */
import type { ListOption } from '#domain/contract/lookups.ts';
import { listOptions, type ListsByName } from '#domain/lists.ts';
import { fallbackMessageFor, type FallbackMessages } from '#domain/schema/error-paths.ts';
import { isObject, type Schema } from '#domain/schema/schema-walk.ts';
import { ruleNames } from '#domain/rules/rule-functions.ts';
import { STANDARD_RULES } from '#domain/rules/rule-list.ts';

type Ui = Record<string, unknown>;

/** One rule of a question, with the message a customer reads when it fails. */
export interface CatalogueRule {
  rule: string;
  /** The rule's setting as written ("today", "5", "^D[RG]"), empty for a plain flag. */
  detail: string;
  message: string;
  /** True when the question gives no message of its own and messages.json's is used. */
  fallback: boolean;
}

const RULES = [...STANDARD_RULES, ...ruleNames];

const optionsOf = (ui: Ui): Record<string, unknown> => (isObject(ui['ui:options']) ? ui['ui:options'] : {});

type ShapeKind = 'leaf' | 'object' | 'array';

/** The JSON type(s) of a question: "boolean", "integer|null", "object" (a group with no "type" too). */
export function jsonTypeOf(schema: Schema, shape: ShapeKind = 'leaf'): string {
  if (Array.isArray(schema.type)) return schema.type.join('|');
  if (typeof schema.type === 'string') return schema.type;
  return shape === 'leaf' ? 'any' : shape;
}

/** The kind of answer in words. */
export function typeInWords(schema: Schema, shape?: ShapeKind): string {
  const nullable = Array.isArray(schema.type) && schema.type.includes('null') ? ' (may be empty)' : '';
  const type = jsonTypeOf(schema, shape).replace('|null', '');
  const base =
    typeof schema['in-list'] === 'string'
      ? 'Choice from a list'
      : Array.isArray(schema.enum)
        ? 'Choice'
        : schema.date === true
          ? 'Date'
          : ({
              boolean: 'Yes/No',
              integer: 'Whole number',
              number: 'Number',
              string: 'Text',
              object: 'Group of questions',
              array: 'List of items',
            }[type] ?? type);
  return base + nullable;
}

const detailOf = (value: unknown) =>
  value === true ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Every rule of a question with its message: its own, or the fallback of messages.json. */
export function rulesOf(schema: Schema, fallbackMessages?: FallbackMessages): CatalogueRule[] {
  const own = schema.errorMessage;
  return RULES.filter((rule) => rule in schema && schema[rule] !== false).map((rule) => {
    const message = typeof own === 'string' ? own : isObject(own) ? own[rule] : undefined;
    return typeof message === 'string'
      ? { rule, detail: detailOf(schema[rule]), message, fallback: false }
      : {
          rule,
          detail: detailOf(schema[rule]),
          message: fallbackMessageFor(rule, schema[rule], fallbackMessages),
          fallback: true,
        };
  });
}

/** The widget or field that renders the question, by its registry name (or RJSF's default). */
export function widgetOf(schema: Schema, ui: Ui, shape?: ShapeKind): string {
  for (const key of ['ui:field', 'ui:widget']) if (typeof ui[key] === 'string') return ui[key] as string;
  const type = jsonTypeOf(schema, shape).replace('|null', '');
  if (type === 'array') return 'repeater (array template)';
  if (type === 'object') return 'group (object template)';
  return Array.isArray(schema.enum) ? 'select (RJSF)' : 'text box (RJSF)';
}

/** The words of each fixed choice: an enum's ui:enumNames, a yes/no's button labels. */
export function choicesOf(schema: Schema, ui: Ui): { value: unknown; label: string }[] | undefined {
  if (Array.isArray(schema.enum)) {
    const names = Array.isArray(ui['ui:enumNames']) ? ui['ui:enumNames'] : [];
    return schema.enum.map((value, i) => ({ value, label: String(names[i] ?? value) }));
  }
  if (jsonTypeOf(schema).startsWith('boolean')) {
    const labels = optionsOf(ui).labels;
    const [yes, no] = Array.isArray(labels) ? labels.map(String) : ['Yes', 'No'];
    return [
      { value: true, label: yes },
      { value: false, label: no },
    ];
  }
  return undefined;
}

/** A question's list: its key, options and the options the UI schema leaves out. */
export function listOf(
  schema: Schema,
  ui: Ui,
  lists: ListsByName,
): { name: string; options: readonly ListOption[]; excluded: string[] } | undefined {
  const name = schema['in-list'];
  if (typeof name !== 'string') return undefined;
  const excluded = optionsOf(ui).exclude;
  return {
    name,
    options: listOptions(lists, name) ?? [],
    excluded: Array.isArray(excluded) ? excluded.map(String) : [],
  };
}

/** A repeater's limits, item name and the answers a saved item reads back (decision 055). */
export function repeaterOf(schema: Schema, ui: Ui) {
  if (schema.type !== 'array') return undefined;
  const { itemTitle, summary } = optionsOf(ui);
  return {
    ...(typeof schema.minItems === 'number' ? { min: schema.minItems } : {}),
    ...(typeof schema.maxItems === 'number' ? { max: schema.maxItems } : {}),
    ...(typeof itemTitle === 'string' ? { itemTitle } : {}),
    ...(Array.isArray(summary) ? { summary: summary.map(String) } : {}),
  };
}
