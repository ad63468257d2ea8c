import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stepIds, stepSchemas, type JsonSchema } from '../../src/domain/schema/quote-form-schemas';
import type { Effect } from '../../src/forms/effects/apply-effects';
import { parsePath } from '../../src/forms/effects/data-paths';
import { deriveUiSchema, mergeUi } from '../../src/forms/ui-schema/derive-ui-schema';
import { BUILT_IN_WIDGETS, namesUsed } from '../../src/forms/ui-schema/ui-names';
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
  'incidentDate',
  'age-min',
  'age-max',
  'accNo',
  'sortCode',
  'valid_reference',
  'required_boolean',
  'has_selected_address',
];

type Walk = (schema: JsonSchema, at: string) => void;

/** Visits every schema object under a step, following allOf, if/then/else, properties and items. */
function walk(schema: unknown, at: string, visit: Walk, seen = new Set<unknown>()): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const s = schema as JsonSchema;
  visit(s, at);
  for (const [name, prop] of Object.entries((s.properties as Record<string, unknown>) ?? {}))
    walk(prop, `${at}.${name}`, visit, seen);
  for (const part of (s.allOf as unknown[]) ?? []) walk(part, at, visit, seen);
  for (const key of ['if', 'then', 'else', 'items', 'not']) walk(s[key], at, visit, seen);
  for (const [name, def] of Object.entries((s.definitions as Record<string, unknown>) ?? {}))
    walk(def, `#${name}`, visit, seen);
}

/** Names registered in widgets/registry.ts (read as text: the registry imports stylesheets). */
function registryNames(root: string): { widgets: Set<string>; fields: Set<string> } {
  const text = readFileSync(join(root, 'widgets', 'registry.ts'), 'utf8');
  const block = (name: string) => text.slice(text.indexOf(`export const ${name}`)).split('}')[0];
  const keys = (b: string) => new Set([...b.matchAll(/'([a-z-]+)':/g)].map((m) => m[1]));
  return { widgets: keys(block('widgets')), fields: keys(block('fields')) };
}

function uiKeysWithoutProperty(explicit: unknown, derived: unknown, at: string, problems: string[]): void {
  if (!explicit || typeof explicit !== 'object') return;
  for (const [key, value] of Object.entries(explicit)) {
    if (key.startsWith('ui:')) continue;
    const target = (derived as Record<string, unknown> | undefined)?.[key];
    if (target === undefined) problems.push(`${at}${key} is in the UI schema but no question has that name`);
    else uiKeysWithoutProperty(value, target, `${at}${key}.`, problems);
  }
}

function pathExists(derived: unknown, path: string): boolean {
  let node = derived as Record<string, unknown> | undefined;
  for (const segment of parsePath(path)) {
    if (segment === '*') node = node?.items as Record<string, unknown> | undefined;
    else node = node?.[segment] as Record<string, unknown> | undefined;
    if (node === undefined) return false;
  }
  return true;
}

/** Checks each quote-form step: lists, messages, conditions, UI schema and effects. */
export function checkQuoteForm(
  root: string,
  listNames: Set<string>,
  schemas: Record<string, JsonSchema> = stepSchemas,
): Problem[] {
  const problems: Problem[] = [];
  const registry = registryNames(root);
  const derivedAll: Record<string, unknown> = {};
  for (const id of stepIds) {
    const file = `quote-form/${id}`;
    const schema = schemas[id];
    const add = (message: string) => problems.push({ file: `${file}.schema.json`, message });
    walk(schema, '', (s, at) => {
      const list = s['in-list'];
      if (typeof list === 'string' && !listNames.has(list)) add(`${at}: unknown list "${list}"`);
      const messages = (s.errorMessage ?? {}) as Record<string, unknown>;
      for (const rule of RULES_NEEDING_MESSAGES)
        if (rule in s && !(rule in messages)) add(`${at}: rule "${rule}" has no message`);
      const conditions = [s, ...((s.allOf as JsonSchema[]) ?? [])]
        .map((part) => part.if as JsonSchema | undefined)
        .filter(Boolean);
      if (conditions.length === 0 || (!s.properties && !s.type)) return;
      const declared = new Set(
        Object.keys(deriveUiSchema({ ...s, type: 'object', definitions: schema.definitions }, {})),
      );
      for (const condition of conditions) {
        for (const name of Object.keys((condition?.properties as object) ?? {})) {
          if (!declared.has(name)) add(`${at}: condition tests "${name}", which this object never asks`);
        }
      }
    });
    const ui = JSON.parse(readFileSync(join(root, 'schemas', `${file}.ui.json`), 'utf8')) as Record<
      string,
      unknown
    >;
    const derived = deriveUiSchema(schema, {});
    Object.assign(derivedAll, mergeUi(derivedAll, derived));
    const uiProblems: string[] = [];
    uiKeysWithoutProperty(ui, derived, '', uiProblems);
    for (const use of namesUsed(ui)) {
      const known =
        use.kind === 'field'
          ? registry.fields.has(use.name)
          : registry.widgets.has(use.name) || BUILT_IN_WIDGETS.has(use.name);
      if (!known) uiProblems.push(`${use.at}: unknown ${use.kind} "${use.name}"`);
    }
    problems.push(...uiProblems.map((message) => ({ file: `${file}.ui.json`, message })));
  }
  for (const id of stepIds) {
    const file = `quote-form/${id}.ui.json`;
    const ui = JSON.parse(readFileSync(join(root, 'schemas', file), 'utf8')) as { 'ui:effects'?: Effect[] };
    for (const effect of ui['ui:effects'] ?? []) {
      const paths = [
        effect.watch,
        ...Object.keys(effect.set ?? {}),
        ...(effect.clear ?? []),
        ...Object.keys(effect.include ?? {}),
        ...Object.keys(effect.exclude ?? {}),
      ];
      if (effect.copy) paths.push(effect.copy.from, effect.copy.to);
      for (const path of paths)
        if (!pathExists(derivedAll, path))
          problems.push({ file, message: `effect names "${path}", which no question has` });
    }
  }
  return problems;
}
