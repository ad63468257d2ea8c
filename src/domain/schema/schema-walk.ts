/**
 * Reading the assembled step schemas the way the form does: $refs into "definitions", allOf parts and
 * the if/then/else branches that apply to the answers (or, for the static shape, every branch). Only the
 * keywords the schemas under schemas/ use in their conditions are evaluated; any other keyword holds.
 */

export type Schema = Record<string, unknown>;

/** A plain JSON object (not an array, not null). */
export const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** Follows a "#/definitions/name" $ref (keeping the referring schema's own keywords on top). */
export function resolve(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/definitions/')) {
    const target = (root.definitions as Record<string, Schema> | undefined)?.[
      ref.slice('#/definitions/'.length)
    ];
    if (!target) return schema;
    const { $ref: _ref, ...own } = schema;
    return resolve({ ...target, ...own }, root);
  }
  return schema;
}

/** Whether a value satisfies a condition schema (an "if"). */
export function matches(schema: Schema, value: unknown, root: Schema): boolean {
  const s = resolve(schema, root);
  if ('const' in s && s.const !== value) return false;
  if (Array.isArray(s.enum) && !s.enum.includes(value)) return false;
  if (isObject(s.not) && matches(s.not, value, root)) return false;
  if (Array.isArray(s.allOf) && !s.allOf.every((part) => matches(part as Schema, value, root))) return false;
  if (typeof value === 'number') {
    if (typeof s.minimum === 'number' && value < s.minimum) return false;
    if (typeof s.maximum === 'number' && value > s.maximum) return false;
  }
  if (typeof value === 'string' && typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(value))
    return false;
  if (isObject(value)) {
    const required = Array.isArray(s.required) ? (s.required as string[]) : [];
    if (required.some((key) => value[key] === undefined)) return false;
    const props = isObject(s.properties) ? s.properties : {};
    for (const [key, sub] of Object.entries(props))
      if (value[key] !== undefined && isObject(sub) && !matches(sub, value[key], root)) return false;
  }
  return true;
}

/** A schema and, recursively, its allOf parts and the if/then/else branch that applies to the value. */
export function activeParts(schema: Schema, value: unknown, root: Schema): Schema[] {
  const s = resolve(schema, root);
  const out = [s];
  for (const part of Array.isArray(s.allOf) ? s.allOf : [])
    if (isObject(part)) out.push(...activeParts(part, value, root));
  if (isObject(s.if)) {
    const branch = matches(s.if, value, root) ? s.then : s.else;
    if (isObject(branch)) out.push(...activeParts(branch, value, root));
  }
  return out;
}

/**
 * The properties an object may show for this value, in schema order, each with every schema that
 * describes it (a property may be declared in a part and refined, e.g. given its title, in a branch).
 */
export function propertiesOf(variants: Schema[], value: unknown, root: Schema): Map<string, Schema[]> {
  const out = new Map<string, Schema[]>();
  for (const variant of variants)
    for (const part of activeParts(variant, value, root))
      for (const [name, prop] of Object.entries(isObject(part.properties) ? part.properties : {}))
        if (isObject(prop)) out.set(name, [...(out.get(name) ?? []), resolve(prop, root)]);
  return out;
}

/** A schema and, recursively, its allOf parts and both if/then/else branches: what it may ever ask. */
export function allParts(schema: Schema, root: Schema): Schema[] {
  const s = resolve(schema, root);
  const out = [s];
  for (const part of Array.isArray(s.allOf) ? s.allOf : [])
    if (isObject(part)) out.push(...allParts(part, root));
  for (const key of ['then', 'else'] as const) if (isObject(s[key])) out.push(...allParts(s[key], root));
  return out;
}

/** The shape of the questions under some schemas, whatever the answers: objects, arrays and leaves. */
export type Shape =
  | { kind: 'leaf'; variants: Schema[] }
  | { kind: 'object'; variants: Schema[]; properties: Record<string, Shape> }
  | { kind: 'array'; variants: Schema[]; items: Shape | null };

/** Every property the variants may show under any answers, with every schema that describes it. */
function everyProperty(variants: Schema[], root: Schema): Map<string, Schema[]> {
  const out = new Map<string, Schema[]>();
  for (const variant of variants)
    for (const part of allParts(variant, root))
      for (const [name, prop] of Object.entries(isObject(part.properties) ? part.properties : {}))
        if (isObject(prop)) out.set(name, [...(out.get(name) ?? []), resolve(prop, root)]);
  return out;
}

/** The static shape of a schema: every question it may ask, nested as the answers nest. */
export function shapeOf(variants: Schema[], root: Schema): Shape {
  const resolved = variants.map((v) => resolve(v, root));
  if (resolved.some((s) => s.type === 'array')) {
    const items = resolved.map((s) => s.items).filter(isObject);
    return { kind: 'array', variants: resolved, items: items.length ? shapeOf(items, root) : null };
  }
  if (!isObjectSchema(resolved)) return { kind: 'leaf', variants: resolved };
  const properties: Record<string, Shape> = {};
  for (const [name, props] of everyProperty(resolved, root)) properties[name] = shapeOf(props, root);
  return { kind: 'object', variants: resolved, properties };
}

/**
 * The question or group a dotted answer path names ("direct_debit.sort_code", "claims.0.claim_date":
 * a number steps into a list's items), or null where the shape asks nothing there.
 */
export function shapeAt(shape: Shape, path: string): Shape | null {
  let at: Shape | null = shape;
  for (const key of path.split('.')) {
    if (at?.kind === 'array' && /^\d+$/u.test(key)) at = at.items;
    else if (at?.kind === 'object' && Object.hasOwn(at.properties, key)) at = at.properties[key];
    else return null;
  }
  return at;
}

/** Whether any of a property's schemas describes an object (a nested group of questions). */
export function isObjectSchema(variants: Schema[]): boolean {
  return variants.some((s) => s.type === 'object' || isObject(s.properties) || Array.isArray(s.allOf));
}

/** RJSF-style "ui:order": listed names first, "*" standing for the rest in their schema order. */
export function orderKeys(keys: string[], order: unknown): string[] {
  if (!Array.isArray(order)) return keys;
  const listed = order.filter((k): k is string => typeof k === 'string' && k !== '*' && keys.includes(k));
  const rest = keys.filter((k) => !listed.includes(k));
  const star = order.indexOf('*');
  if (star < 0) return [...listed, ...rest];
  const before = order.slice(0, star).filter((k): k is string => listed.includes(k as string));
  const after = order.slice(star + 1).filter((k): k is string => listed.includes(k as string));
  return [...before, ...rest, ...after];
}

/** Shapes of several schemas (the quote form's steps) as one: objects merged, variants collected. */
export function mergeShapes(shapes: Shape[]): Shape | null {
  if (shapes.length === 0) return null;
  const variants = shapes.flatMap((s) => s.variants);
  if (shapes.some((s) => s.kind === 'object')) {
    const names = [...new Set(shapes.flatMap((s) => (s.kind === 'object' ? Object.keys(s.properties) : [])))];
    const properties: Record<string, Shape> = {};
    for (const name of names) {
      const merged = mergeShapes(
        shapes.flatMap((s) =>
          s.kind === 'object' && Object.hasOwn(s.properties, name) ? [s.properties[name]] : [],
        ),
      );
      if (merged) properties[name] = merged;
    }
    return { kind: 'object', variants, properties };
  }
  if (shapes.some((s) => s.kind === 'array'))
    return {
      kind: 'array',
      variants,
      items: mergeShapes(shapes.flatMap((s) => (s.kind === 'array' && s.items ? [s.items] : []))),
    };
  return { kind: 'leaf', variants };
}

/** Keywords of a leaf that say what a value may be (not how it is asked or when). */
const VALUE_KEYWORDS = new Set([
  'title',
  'description',
  '$comment',
  'default',
  'if',
  'then',
  'else',
  'allOf',
]);

/**
 * A schema every answer must satisfy whatever the other answers: each question's own rules (any of
 * its variants), without the conditions that decide whether it is asked or required. An answer kept
 * for a question not asked now (a copied date, a stale choice) must still be a value the form could
 * have given.
 */
export function wellFormedSchema(shape: Shape): Schema {
  if (shape.kind === 'object')
    return {
      type: 'object',
      properties: Object.fromEntries(
        Object.entries(shape.properties).map(([k, s]) => [k, wellFormedSchema(s)]),
      ),
    };
  if (shape.kind === 'array') {
    const maxItems = Math.min(
      ...shape.variants.map((v) => (typeof v.maxItems === 'number' ? v.maxItems : Infinity)),
    );
    return {
      type: 'array',
      ...(Number.isFinite(maxItems) ? { maxItems } : {}),
      ...(shape.items ? { items: wellFormedSchema(shape.items) } : {}),
    };
  }
  const rules = shape.variants.map((v) =>
    Object.fromEntries(Object.entries(v).filter(([k]) => !VALUE_KEYWORDS.has(k))),
  );
  const distinct = [...new Map(rules.map((r) => [JSON.stringify(r), r])).values()];
  return distinct.length === 1 ? distinct[0] : { anyOf: distinct };
}

/**
 * The answers with every required group of questions that is missing given as an empty object, so
 * that validating them reports each of the group's own questions, as the customer sees them, rather
 * than one message on the group, which no question shows (step 2's "drivers.proposer" before any of
 * its questions is answered). The answers themselves are not changed; nothing missing, the same object.
 */
export function withRequiredGroups(schema: Schema, value: unknown, root: Schema): unknown {
  if (!isObject(value)) return value;
  const parts = activeParts(schema, value, root);
  const required = new Set(parts.flatMap((part) => (Array.isArray(part.required) ? part.required : [])));
  let out: Record<string, unknown> | undefined;
  for (const [name, variants] of propertiesOf([schema], value, root)) {
    if (!isObjectSchema(variants) || variants.some((s) => s.type === 'array')) continue;
    const present = value[name];
    if (present === undefined && !required.has(name)) continue;
    const filled = withRequiredGroups({ allOf: variants }, present ?? {}, root);
    if (filled !== present) (out ??= { ...value })[name] = filled;
  }
  return out ?? value;
}
