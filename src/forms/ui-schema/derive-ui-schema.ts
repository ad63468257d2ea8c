/**
 * The UI schema a step renders with: what the schema already says (a yes/no question, a date, an
 * answer from a named list, a whole number) picks the widget, and the step's .ui.json file adds or
 * overrides order, help, options and special fields. Product staff then write only what is particular.
 */

type Schema = Record<string, unknown>;
type Ui = Record<string, unknown>;

function resolve(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/definitions/')) {
    const target = (root.definitions as Record<string, Schema>)[ref.slice('#/definitions/'.length)];
    return resolve(
      { ...target, ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$ref')) },
      root,
    );
  }
  return schema;
}

/** Every property an object schema may show, including those of allOf parts and if/then/else branches. */
function propertiesOf(schema: Schema, root: Schema): Record<string, Schema[]> {
  const out: Record<string, Schema[]> = {};
  const visit = (s: Schema) => {
    const r = resolve(s, root);
    for (const [name, prop] of Object.entries((r.properties as Record<string, Schema>) ?? {}))
      (out[name] ??= []).push(prop);
    for (const part of (r.allOf as Schema[]) ?? []) visit(part);
    for (const key of ['then', 'else'] as const) if (r[key]) visit(r[key] as Schema);
  };
  visit(schema);
  return out;
}

function widgetFor(variants: Schema[], root: Schema): Ui {
  const merged = Object.assign({}, ...variants.map((v) => resolve(v, root))) as Schema;
  const list = merged['in-list'];
  if (typeof list === 'string') return { 'ui:widget': 'list-select', 'ui:options': { list } };
  if (merged.date === true) return { 'ui:widget': 'masked-date' };
  if (merged.type === 'boolean') return { 'ui:widget': 'yes-no' };
  if (merged.postcode === true) return { 'ui:widget': 'postcode-input' };
  if (merged.type === 'integer' && !merged.enum) {
    const max = typeof merged.maximum === 'number' ? merged.maximum : 9_999_999;
    return { 'ui:widget': 'number-input', 'ui:options': { maxDigits: String(max).length } };
  }
  return {};
}

function derive(schemaVariants: Schema[], root: Schema): Ui {
  const resolved = schemaVariants.map((s) => resolve(s, root));
  const isArray = resolved.some((s) => s.type === 'array');
  if (isArray) {
    const items = resolved.map((s) => s.items as Schema).filter(Boolean);
    return items.length ? { items: derive(items, root) } : {};
  }
  const isObject = resolved.some((s) => s.type === 'object' || s.properties || s.allOf);
  if (!isObject) return widgetFor(resolved, root);
  const props: Record<string, Schema[]> = {};
  for (const s of resolved)
    for (const [name, variants] of Object.entries(propertiesOf(s, root)))
      (props[name] ??= []).push(...variants);
  return Object.fromEntries(Object.entries(props).map(([name, variants]) => [name, derive(variants, root)]));
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Deep merge where the explicit UI schema wins; ui:options are merged key by key. */
export function mergeUi(derived: Ui, explicit: Ui): Ui {
  const out: Ui = { ...derived };
  for (const [key, value] of Object.entries(explicit)) {
    const base = out[key];
    out[key] = isPlainObject(base) && isPlainObject(value) ? mergeUi(base, value) : value;
  }
  return out;
}

/** The UI schema for a step: derived from its schema, then the step's .ui.json on top. */
export function deriveUiSchema(schema: Schema, explicit: Ui): Ui {
  return mergeUi(derive([schema], schema), explicit);
}
