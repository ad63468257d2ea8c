/**
 * The UI schema a step renders with: what the schema already says (a yes/no question, a date, an
 * answer from a named list, a whole number) picks the widget through the registry's testers, and the
 * step's .ui.json file adds or overrides order, help, options and special fields. Product staff then
 * write only what is particular.
 */
import { shapeOf, type Schema, type Shape } from '#domain/schema/schema-walk.ts';
import { widgetFor } from '#widgets/registry.ts';

type Ui = Record<string, unknown>;

function fromShape(shape: Shape): Ui {
  if (shape.kind === 'array') return shape.items ? { items: fromShape(shape.items) } : {};
  if (shape.kind === 'object')
    return Object.fromEntries(Object.entries(shape.properties).map(([name, s]) => [name, fromShape(s)]));
  const chosen = widgetFor(Object.assign({}, ...shape.variants));
  if (!chosen) return {};
  return chosen.options
    ? { 'ui:widget': chosen.name, 'ui:options': chosen.options }
    : { 'ui:widget': chosen.name };
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

/**
 * The UI schema for a step: derived from its schema (its shape, when the caller has it already),
 * then the step's .ui.json on top.
 */
export function deriveUiSchema(schema: Schema, explicit: Ui, shape: Shape = shapeOf([schema], schema)): Ui {
  return mergeUi(fromShape(shape), explicit);
}
