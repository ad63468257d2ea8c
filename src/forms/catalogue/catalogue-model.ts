/**
 * The question catalogue (issue 14): every question of the quote form by step, in the order the
 * form asks it, with what product staff need to know of it: wording, path, type, when it is asked
 * and required (in words), effects, the message of each rule, tooltip, list and options, repeater
 * limits and the widget that renders it. `npm run schemas:catalogue` writes it as a page, Storybook
 * shows it, and `npm run schemas:diff` compares two of them.
 */
import type { ListOption } from '#domain/contract/lookups.ts';
import { listName, listOptions, type ListsByName } from '#domain/lists.ts';
import type { Condition } from '#domain/effects/apply-effects.ts';
import {
  conditionInWords,
  effectTriggerInWords,
  type NamedQuestion,
} from '#domain/schema/condition-words.ts';
import { declarationsOf, type ConditionTest } from '#domain/schema/declarations.ts';
import { fallbackMessageFor, type FallbackMessages } from '#domain/schema/error-paths.ts';
import type { FormStep, SchemaReader } from '#domain/schema/reader.ts';
import { isObject, orderKeys, type Schema, type Shape } from '#domain/schema/schema-walk.ts';
import { deriveUiSchema } from '#forms/ui-schema/derive-ui-schema.ts';
import { effectsByPath } from './effects-in-words';
import {
  choicesOf,
  jsonTypeOf,
  listOf,
  repeaterOf,
  rulesOf,
  typeInWords,
  widgetOf,
  type CatalogueRule,
} from './entry-facts';

type Ui = Record<string, unknown>;

/** One question (or titled group, or repeater) of a step. */
export interface CatalogueEntry {
  step: string;
  /** Answer path, "[*]" for each item of a list: "drivers.proposer.claims[*].claim_date". */
  path: string;
  /** The id of its row on the catalogue page (linkable as #anchor). */
  anchor: string;
  /** The question as the customer reads it; null for data the form keeps without asking. */
  title: string | null;
  kind: 'question' | 'hidden' | 'internal' | 'group' | 'repeater';
  type: string;
  jsonType: string;
  /** Every value the answer may take when it is a fixed set (enum, yes/no, list values). */
  values?: unknown[];
  required: 'always' | 'sometimes' | 'no';
  /** For "sometimes": when, in words (any of them). */
  requiredWhen: string[];
  /** When it is asked, in words (any of them); empty: whenever its group is. */
  shownWhen: string[];
  /** When it is shown but cannot be answered ("ui:disabledWhen"), in words. */
  disabledWhen?: string;
  effects: string[];
  rules: CatalogueRule[];
  tooltip?: string;
  list?: { name: string; options: readonly ListOption[]; excluded: string[] };
  choices?: { value: unknown; label: string }[];
  repeater?: { min?: number; max?: number; itemTitle?: string; summary?: string[] };
  widget: string;
}

export interface CatalogueStep {
  id: string;
  number: number;
  title: string;
  entries: CatalogueEntry[];
}

export interface Catalogue {
  steps: CatalogueStep[];
  /** The lists the questions take their answers from, by name, with their options. */
  lists: { name: string; options: readonly ListOption[] }[];
}

export interface CatalogueSources {
  reader: SchemaReader;
  lists: ListsByName;
  /** schemas/messages.json, for rules a question gives no message of its own. */
  fallbackMessages?: FallbackMessages;
}

interface Node {
  path: string;
  shape: Shape['kind'];
  schema: Schema;
  ui: Ui;
}

const join = (parent: string, name: string) => (parent ? `${parent}.${name}` : name);

/** Every property of a step's shape in the order the form asks them, with its derived UI schema. */
function nodesInOrder(shape: Shape, ui: Ui, path: string, out: Node[] = []): Node[] {
  if (shape.kind === 'array') {
    if (shape.items) nodesInOrder(shape.items, isObject(ui.items) ? ui.items : {}, `${path}[*]`, out);
    return out;
  }
  if (shape.kind !== 'object') return out;
  for (const name of orderKeys(Object.keys(shape.properties), ui['ui:order'])) {
    const child = shape.properties[name];
    const childUi = isObject(ui[name]) ? ui[name] : {};
    const childPath = join(path, name);
    out.push({
      path: childPath,
      shape: child.kind,
      schema: Object.assign({}, ...child.variants),
      ui: childUi,
    });
    nodesInOrder(child, childUi, childPath, out);
  }
  return out;
}

/** A question as conditions and effects name it. */
function named(node: Node | undefined, fallbackLabel: string, lists: ListsByName): NamedQuestion {
  if (!node) return { label: fallbackLabel, valueName: (v) => String(v) };
  const { schema, ui } = node;
  const choices = choicesOf(schema, ui);
  const list = typeof schema['in-list'] === 'string' ? schema['in-list'] : undefined;
  return {
    label: typeof schema.title === 'string' ? schema.title : fallbackLabel,
    valueName: (value) =>
      list ? listName(lists, list, value) : (choices?.find((c) => c.value === value)?.label ?? String(value)),
    values: list ? (listOptions(lists, list) ?? []).map((o) => o.value) : choices?.map((c) => c.value),
  };
}

/** "“I haven't bought the van yet” is Yes": a watched question and its trigger, as effects say it. */
function whenInWords(watch: string, when: Condition, question: (path: string) => NamedQuestion): string {
  const watched = question(watch);
  return `“${watched.label}” ${effectTriggerInWords(when, watched)}`;
}

const anchorOf = (step: FormStep, path: string) => `q${step.number}-${path.replaceAll('[*]', '.each')}`;

function kindOf({ shape, schema, ui }: Node): CatalogueEntry['kind'] {
  if (ui['ui:widget'] === 'hidden') return typeof schema.title === 'string' ? 'hidden' : 'internal';
  if (shape === 'array') return 'repeater';
  if (shape === 'object') return 'group';
  return typeof schema.title === 'string' ? 'question' : 'internal';
}

/** The catalogue of a reader's steps. */
export function buildCatalogue({ reader, lists, fallbackMessages }: CatalogueSources): Catalogue {
  const perStep = reader.steps.map((step) => {
    const nodes = nodesInOrder(reader.shape(step.id), deriveUiSchema(step.schema, step.ui), '');
    return {
      step,
      nodes,
      byPath: new Map(nodes.map((n) => [n.path, n])),
      facts: declarationsOf(step.schema),
    };
  });
  const anyStepNode = (path: string) => perStep.map((s) => s.byPath.get(path)).find(Boolean);
  const effects = effectsByPath(reader.effects, (path) => named(anyStepNode(path), path, lists));

  const steps = perStep.map(({ step, nodes, byPath, facts }) => {
    const words = (parent: string, conditions: ConditionTest[]) =>
      conditions
        .map((c) => conditionInWords(c, (name) => named(byPath.get(join(parent, name)), name, lists)))
        .join(' and ');
    const entries = nodes.flatMap((node): CatalogueEntry[] => {
      const { path, schema, ui } = node;
      const kind = kindOf(node);
      if (kind === 'group' && typeof schema.title !== 'string' && typeof ui['ui:field'] !== 'string')
        return [];
      const declared = facts.declarations.filter((d) => d.path === path);
      const shown = declared.some((d) => d.conditions.length === 0)
        ? []
        : [...new Set(declared.map((d) => words(d.parent, d.conditions)))];
      const requirements = facts.requirements.filter((r) => r.path === path);
      const always = requirements.some((r) => r.conditions.length === 0);
      const requiredMessage = requirements.find((r) => r.message)?.message;
      const rules = rulesOf(schema, fallbackMessages);
      if (requirements.length)
        rules.unshift({
          rule: 'required',
          detail: '',
          message: requiredMessage ?? fallbackMessageFor('required', undefined, fallbackMessages),
          fallback: !requiredMessage,
        });
      const question = named(node, path, lists);
      const tooltip = ui['ui:help'];
      const list = listOf(schema, ui, lists);
      const choices = list ? undefined : choicesOf(schema, ui);
      const repeater = repeaterOf(schema, ui);
      const disabled = ui['ui:disabledWhen'];
      const disabledWhen = isObject(disabled)
        ? whenInWords(String(disabled.watch), disabled.when as Condition, (p) =>
            named(anyStepNode(p), p, lists),
          )
        : undefined;
      return [
        {
          step: step.id,
          path,
          anchor: anchorOf(step, path),
          title: typeof schema.title === 'string' ? schema.title : null,
          kind,
          type: typeInWords(schema, node.shape),
          jsonType: jsonTypeOf(schema, node.shape),
          ...(question.values ? { values: [...question.values] } : {}),
          required: always ? 'always' : requirements.length ? 'sometimes' : 'no',
          requiredWhen: always ? [] : [...new Set(requirements.map((r) => words(r.parent, r.conditions)))],
          shownWhen: shown,
          ...(disabledWhen ? { disabledWhen } : {}),
          effects: effects.get(path) ?? [],
          rules,
          ...(typeof tooltip === 'string' ? { tooltip } : {}),
          ...(list ? { list } : {}),
          ...(choices ? { choices } : {}),
          ...(repeater ? { repeater } : {}),
          widget: widgetOf(schema, ui, node.shape),
        },
      ];
    });
    return { id: step.id, number: step.number, title: step.title, entries };
  });
  const listNames = new Set(steps.flatMap((s) => s.entries.flatMap((e) => (e.list ? [e.list.name] : []))));
  return {
    steps,
    lists: [...listNames].sort().map((name) => ({ name, options: listOptions(lists, name) ?? [] })),
  };
}
