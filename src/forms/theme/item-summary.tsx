import type { Registry, RJSFSchema, UiSchema } from '@rjsf/utils';
import { memo } from 'react';
import { formatAnswer } from '#domain/schema/format-answer.ts';
import type { Schema } from '#domain/schema/schema-walk.ts';
import { servicesOf } from '#widgets/shared/services.ts';
import { useNamedList } from '#widgets/shared/use-named-list.ts';

type Data = Record<string, unknown>;

interface SummaryPartProps {
  value: unknown;
  schema: Schema;
  ui: Record<string, unknown>;
  registry: Registry;
}

/**
 * One answer of a summarised item as the customer reads it back (a list code as its name, a date as
 * DD/MM/YYYY, an amount in pounds), nothing while its list is still loading.
 */
function SummaryPart({ value, schema, ui, registry }: SummaryPartProps) {
  const list = typeof schema['in-list'] === 'string' ? schema['in-list'] : undefined;
  const named = useNamedList(servicesOf(registry), list);
  if (named.loading) return null;
  const text = formatAnswer(value, schema, ui, list ? { [list]: named.options } : {}).join(', ');
  return text ? <li>{text}</li> : null;
}

/** The names of the answers a repeater reads back for each saved item (ui:options.summary). */
export function summaryFieldsOf(options: Record<string, unknown>): string[] {
  const summary = options.summary;
  return Array.isArray(summary) ? summary.filter((name): name is string => typeof name === 'string') : [];
}

interface ItemSummaryProps {
  fields: readonly string[];
  data: Data;
  schema: RJSFSchema;
  uiSchema: UiSchema | undefined;
  registry: Registry;
}

/**
 * A saved item in one line: the answers ui:options.summary names, in that order, those answered (a
 * list of them, so a screen reader counts them; the page sets them in a row). Memoised: an Add or a
 * Remove renders every item of its repeater again (their count and place change), and a saved
 * item's answers, schema and names do not, so its line is not worked out again.
 */
export const ItemSummary = memo(function ItemSummary({
  fields,
  data,
  schema,
  uiSchema,
  registry,
}: ItemSummaryProps) {
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  return (
    <ul className="repeater__summary">
      {fields.map((name) => {
        const value = data[name];
        const property = properties[name];
        if (value === undefined || value === '' || !property) return null;
        const resolved = registry.schemaUtils.retrieveSchema(property, value) as Schema;
        const ui = ((uiSchema ?? {}) as Record<string, unknown>)[name];
        return (
          <SummaryPart
            key={name}
            value={value}
            schema={resolved}
            ui={(ui ?? {}) as Record<string, unknown>}
            registry={registry}
          />
        );
      })}
    </ul>
  );
});
