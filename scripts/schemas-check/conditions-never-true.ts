import type { ListOption } from '#domain/contract/lookups.ts';
import type { ConditionSite } from '#domain/schema/declarations.ts';
import { isObject, matches, type Schema, type Shape } from '#domain/schema/schema-walk.ts';

type Lists = ReadonlyMap<string, readonly ListOption[]>;

/** Every value a question can take when that is a fixed set (yes/no, enum, list), else null. */
function possibleValues(schema: Schema, lists: Lists): unknown[] | null {
  if (typeof schema['in-list'] === 'string') return (lists.get(schema['in-list']) ?? []).map((o) => o.value);
  if (Array.isArray(schema.enum)) return schema.enum;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('boolean')) return [true, false];
  return null;
}

const JSON_TYPES: Record<string, string> = {
  string: 'string',
  number: 'number',
  integer: 'number',
  boolean: 'boolean',
};

/** Why a test can never hold for a question whose values are not a fixed set, or null. */
function neverForOpenQuestion(test: Schema, schema: Schema): string | null {
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).map((t) => JSON_TYPES[String(t)]);
  if ('const' in test && !types.includes(typeof test.const))
    return `it takes a ${types.filter(Boolean).join(' or ')}, never ${JSON.stringify(test.const)}`;
  if (typeof test.minimum === 'number' && typeof schema.maximum === 'number' && test.minimum > schema.maximum)
    return `it is at most ${schema.maximum}, never ${test.minimum} or more`;
  if (typeof test.maximum === 'number' && typeof schema.minimum === 'number' && test.maximum < schema.minimum)
    return `it is at least ${schema.minimum}, never ${test.maximum} or less`;
  return null;
}

const shown = (values: unknown[]) =>
  values
    .slice(0, 6)
    .map((v) => JSON.stringify(v))
    .join(', ') + (values.length > 6 ? ' ...' : '');

/** The "if"s that no answer can satisfy, each with a fix in plain words. */
export function conditionsNeverTrue(
  sites: readonly ConditionSite[],
  questions: ReadonlyMap<string, { shape: Shape }>,
  lists: Lists,
): { message: string; fix: string; source?: string }[] {
  const out: { message: string; fix: string; source?: string }[] = [];
  for (const site of sites) {
    const tested = isObject(site.test.properties) ? site.test.properties : {};
    for (const [name, test] of Object.entries(tested)) {
      const question = questions.get(site.parent ? `${site.parent}.${name}` : name);
      if (!question || question.shape.kind !== 'leaf' || !isObject(test)) continue;
      const schema: Schema = Object.assign({}, ...question.shape.variants);
      const values = possibleValues(schema, lists);
      const why = values
        ? values.some((v) => matches(test, v, {}))
          ? null
          : `it is always one of ${shown(values)}`
        : neverForOpenQuestion(test, schema);
      if (!why) continue;
      out.push({
        message: `${site.parent || '(top)'}: the "if" on "${name}" can never be true: ${why}`,
        fix: values
          ? `Test a value "${name}" can take (${shown(values)}); a list's question holds the option's "value", not its name.`
          : `Test a value of the question's type and within its minimum and maximum.`,
        ...(site.source ? { source: site.source } : {}),
      });
    }
  }
  return out;
}
