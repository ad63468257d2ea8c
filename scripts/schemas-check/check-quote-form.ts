import { parsePath } from '#domain/effects/data-paths.ts';
import { createSchemaReader, type SchemaBundle } from '#domain/schema/reader.ts';
import { shapeOf, type Schema, type Shape } from '#domain/schema/schema-walk.ts';
import { disabledWhenIn } from '#forms/ui-schema/disabled-when.ts';
import { namesUsed } from '#forms/ui-schema/ui-names.ts';
import { BUILT_IN_WIDGETS, entryNamed } from '#widgets/registry.ts';
import type { Problem } from './check';

/** Rules whose failure needs the schema's own message (SPEC.md 5.2 gives each one). */
const RULES_NEEDING_MESSAGES = [
  'valid_reg',
  'postcode',
  'email',
  'name',
  'full-name',
  'phone',
  'dateFrom',
  'dateTo',
  'yearTo',
  'incidentDate',
  'age-min',
  'age-max',
  'accNo',
  'sortCode',
  'valid_reference',
  'required_boolean',
  'has_selected_address',
  'atMostField',
];

/** Visits every schema object under a step, following allOf, if/then/else, properties and items. */
function walk(
  schema: unknown,
  at: string,
  visit: (s: Schema, at: string) => void,
  seen = new Set<unknown>(),
) {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const s = schema as Schema;
  visit(s, at);
  for (const [name, prop] of Object.entries((s.properties as Record<string, unknown>) ?? {}))
    walk(prop, `${at}.${name}`, visit, seen);
  for (const part of (s.allOf as unknown[]) ?? []) walk(part, at, visit, seen);
  for (const key of ['if', 'then', 'else', 'items', 'not']) walk(s[key], at, visit, seen);
  for (const [name, def] of Object.entries((s.definitions as Record<string, unknown>) ?? {}))
    walk(def, `#${name}`, visit, seen);
}

/** UI keys (not "ui:...") that name no question of the shape. */
function uiKeysWithoutQuestion(
  ui: unknown,
  shape: Shape | null,
  at: string,
  out: Omit<Problem, 'file'>[],
): void {
  if (!ui || typeof ui !== 'object') return;
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue;
    const child =
      shape?.kind === 'object'
        ? shape.properties[key]
        : shape?.kind === 'array' && key === 'items'
          ? shape.items
          : undefined;
    if (!child)
      out.push({
        message: `${at}${key} is in the UI schema but no question has that name`,
        fix: `Use the name of a question of the same group in the .schema.json (check the spelling), or remove "${key}".`,
      });
    else uiKeysWithoutQuestion(value, child, `${at}${key}.`, out);
  }
}

/** Whether a dotted effect path ("a.b[*].c") names a question of any step. */
function pathExists(shapes: Shape[], path: string): boolean {
  return shapes.some((root) => {
    let node: Shape | null | undefined = root;
    for (const segment of parsePath(path)) {
      if (segment === '*') node = node?.kind === 'array' ? node.items : undefined;
      else node = node?.kind === 'object' ? node.properties[segment] : undefined;
      if (!node) return false;
    }
    return true;
  });
}

/** The condition names an object's "if"s test that the object never asks. */
function conditionsOnMissing(s: Schema, root: Schema): string[] {
  const conditions = [s, ...((s.allOf as Schema[]) ?? [])]
    .map((p) => p.if as Schema | undefined)
    .filter(Boolean);
  if (conditions.length === 0 || (!s.properties && !s.type)) return [];
  const shape = shapeOf([s], root);
  const asked = shape.kind === 'object' ? new Set(Object.keys(shape.properties)) : new Set<string>();
  return conditions.flatMap((c) => Object.keys((c?.properties as object) ?? {}).filter((n) => !asked.has(n)));
}

/** Checks each quote-form step of a bundle: lists, messages, conditions, UI schema and effects. */
export function checkQuoteForm(bundle: SchemaBundle, listNames: Set<string>): Problem[] {
  const problems: Problem[] = [];
  const reader = createSchemaReader(bundle);
  const shapes = reader.steps.map((s) => reader.shape(s.id));
  for (const step of reader.steps) {
    const add = (message: string, fix: string) =>
      problems.push({ file: `quote-form/${step.id}.schema.json`, message, fix });
    walk(step.schema, '', (s, at) => {
      const list = s['in-list'];
      if (typeof list === 'string' && !listNames.has(list))
        add(
          `${at}: unknown list "${list}"`,
          `Use the name of a file in schemas/lists/ (without .json), or add lists/${list}.json.`,
        );
      const messages = (s.errorMessage ?? {}) as Record<string, unknown>;
      for (const rule of RULES_NEEDING_MESSAGES)
        if (rule in s && !(rule in messages))
          add(
            `${at}: rule "${rule}" has no message`,
            `Add "${rule}": "<the message>" to this question's "errorMessage".`,
          );
      for (const name of conditionsOnMissing(s, step.schema))
        add(
          `${at}: condition tests "${name}", which this object never asks`,
          `Name a question of the same object in the "if" (check the spelling of "${name}"), or add that question.`,
        );
    });
    const uiProblems: Omit<Problem, 'file'>[] = [];
    uiKeysWithoutQuestion(step.ui, reader.shape(step.id), '', uiProblems);
    for (const use of namesUsed(step.ui)) {
      const known =
        Boolean(entryNamed(use.kind, use.name)) || (use.kind === 'widget' && BUILT_IN_WIDGETS.has(use.name));
      if (!known)
        uiProblems.push({
          message: `${use.at}: unknown ${use.kind} "${use.name}"`,
          fix: `Use a ${use.kind} of widgets/registry.ts (the catalogue's "Widget" lines show those in use), or leave "ui:${use.kind}" out to get the one the question's type calls for.`,
        });
    }
    for (const effect of step.effects) {
      const paths = [
        effect.watch,
        ...Object.keys(effect.set ?? {}),
        ...(effect.clear ?? []),
        ...Object.keys(effect.include ?? {}),
        ...Object.keys(effect.exclude ?? {}),
        ...(effect.copy ? [effect.copy.from, effect.copy.to] : []),
      ];
      for (const path of paths)
        if (!pathExists(shapes, path))
          uiProblems.push({
            message: `effect names "${path}", which no question has`,
            fix: 'Write the dotted path of a question from the top of the answers ("vehicle.kept_at_home"), with [*] for each item of a list.',
          });
    }
    for (const rule of disabledWhenIn(step.ui))
      if (rule.watch.includes('[*]') || !pathExists(shapes, rule.watch))
        uiProblems.push({
          message: `${rule.at.join('.')}: "ui:disabledWhen" watches "${rule.watch}", which no question outside a repeater has`,
          fix: 'Write the dotted path of a yes/no question outside any repeater ("vehicle.not_purchased"), from the top of the answers.',
        });
    problems.push(...uiProblems.map((p) => ({ file: `quote-form/${step.id}.ui.json`, ...p })));
  }
  for (const box of bundle.review)
    for (const path of [...box.include, ...(box.order ?? [])])
      if (path !== '*' && !pathExists(shapes, path))
        problems.push({
          file: 'summary/summary.ui.json',
          message: `review box "${box.title}" names "${path}", which no question has`,
          fix: 'Write the dotted path of a question ("vehicle.weight") or of a group of them ("drivers.proposer"), or "*" for the rest.',
        });
  return problems;
}
