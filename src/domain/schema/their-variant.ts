/**
 * The additional-driver wording of SPEC.md 5.1: you/your/you're/you've become they/their/they're/they've
 * in a schema's titles, descriptions and messages. Applied to copies of the shared definitions, so a
 * question is written once, in the policy holder's words.
 */
import { withoutId } from './assemble';
import type { Schema } from './schema-walk';

const SWAPS: [RegExp, string][] = [
  [/\byou're\b/gi, "they're"],
  [/\byou've\b/gi, "they've"],
  [/\byour\b/gi, 'their'],
  [/\byou\b/gi, 'they'],
];

function keepCase(match: string, replacement: string): string {
  return match[0] === match[0].toUpperCase()
    ? replacement[0].toUpperCase() + replacement.slice(1)
    : replacement;
}

/** Rewrites one sentence into the additional-driver wording. */
export function toTheirWording(text: string): string {
  return SWAPS.reduce(
    (t, [pattern, replacement]) => t.replace(pattern, (m) => keepCase(m, replacement)),
    text,
  );
}

const WORDED_KEYS = new Set(['title', 'description', 'errorMessage']);

function rewriteStrings(value: unknown): unknown {
  if (typeof value === 'string') return toTheirWording(value);
  if (Array.isArray(value)) return value.map(rewriteStrings);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteStrings(v)]));
  }
  return value;
}

/**
 * A deep copy of a schema in the additional-driver wording; "#/definitions/x" references point to
 * "#/definitions/x--their" so nested definitions (claims, convictions ...) are reworded too.
 */
export function theirVariant(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(theirVariant);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/definitions/'))
        return [key, `${value}--their`];
      if (WORDED_KEYS.has(key)) return [key, rewriteStrings(value)];
      return [key, theirVariant(value)];
    }),
  );
}

/** Every definition, plus its additional-driver ("--their") variant. */
export function withTheirVariants(definitions: Record<string, Schema>): Record<string, Schema> {
  return Object.fromEntries(
    Object.entries(definitions).flatMap(([name, schema]) => [
      [name, withoutId(schema)],
      [`${name}--their`, theirVariant(withoutId(schema)) as Schema],
    ]),
  );
}
