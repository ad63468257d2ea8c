import type { ListOption } from '#domain/contract/lookups.ts';
import { declarationsOf, type Requirement } from '#domain/schema/declarations.ts';
import { createSchemaReader, type FormStep, type SchemaBundle } from '#domain/schema/reader.ts';
import { isObject, type Schema, type Shape } from '#domain/schema/schema-walk.ts';
import { deriveUiSchema } from '#forms/ui-schema/derive-ui-schema.ts';
import type { Problem } from './check';
import { conditionsNeverTrue } from './conditions-never-true';

type Lists = ReadonlyMap<string, readonly ListOption[]>;
type Ui = Record<string, unknown>;

/** Each question's path with its shape and derived UI schema ("[*]" for each item of a list). */
function questionsOf(shape: Shape, ui: Ui, path = '', out = new Map<string, { shape: Shape; ui: Ui }>()) {
  if (shape.kind === 'array' && shape.items)
    questionsOf(shape.items, isObject(ui.items) ? ui.items : {}, `${path}[*]`, out);
  if (shape.kind !== 'object') return out;
  for (const [name, child] of Object.entries(shape.properties)) {
    const childPath = path ? `${path}.${name}` : name;
    const childUi = isObject(ui[name]) ? ui[name] : {};
    out.set(childPath, { shape: child, ui: childUi });
    questionsOf(child, childUi, childPath, out);
  }
  return out;
}

/** The file a product person edits for something found in a step: its own, or the shared definition. */
const fileOf = (step: FormStep, source?: string) =>
  source ? `definitions/${source.replace(/--their$/, '')}.schema.json` : `quote-form/${step.id}.schema.json`;

function requiredWithoutMessage(
  req: Requirement,
  step: FormStep,
  shape: Shape | undefined,
  ui: Ui,
): Problem[] {
  if (req.message || !shape || shape.kind !== 'leaf' || ui['ui:widget'] === 'hidden') return [];
  const where = req.conditions.length ? 'in the same "then" (or "else")' : 'in the same object';
  return [
    {
      file: fileOf(step, req.source),
      message: `${req.path}: "${req.name}" is required but has no message for when it is left unanswered`,
      fix: `Add "${req.name}": "<the message>" to "errorMessage" -> "required" ${where}, beside the "required" list that names it.`,
    },
  ];
}

function optionsWithoutLabel(path: string, shape: Shape, ui: Ui, step: FormStep): Problem[] {
  const schema: Schema = Object.assign({}, ...shape.variants);
  const names = ui['ui:enumNames'];
  const values = schema.enum;
  if (!Array.isArray(values) || !Array.isArray(names)) return [];
  return values.flatMap((value, i) =>
    typeof names[i] === 'string' && names[i].trim() !== ''
      ? []
      : [
          {
            file: `quote-form/${step.id}.ui.json`,
            message: `${path}: option ${JSON.stringify(value)} has no label in "ui:enumNames"`,
            fix: `Give "ui:enumNames" one label per value of "enum", in the same order (${values.length} values, ${names.length} labels).`,
          },
        ],
  );
}

/** A repeater's ui:options.summary naming an answer its items do not have (decision 055). */
function summaryNotOfItem(path: string, shape: Shape, ui: Ui, step: FormStep): Problem[] {
  const summary = isObject(ui['ui:options']) ? ui['ui:options'].summary : undefined;
  if (summary === undefined || shape.kind !== 'array') return [];
  const item = shape.items;
  const names = item?.kind === 'object' ? Object.keys(item.properties) : [];
  const listed = Array.isArray(summary) ? summary : [summary];
  return listed.flatMap((name) =>
    typeof name === 'string' && names.includes(name)
      ? []
      : [
          {
            file: `quote-form/${step.id}.ui.json`,
            message: `${path}: "ui:options" -> "summary" names ${JSON.stringify(name)}, which is not a question of its items`,
            fix: `List names of the item's questions (${names.join(', ')}), as an array of strings.`,
          },
        ],
  );
}

/**
 * The checks on questions across a bundle: a question asked in two steps, a required question
 * without its message, an option without its label, a list named in a UI schema with no list file,
 * a repeater's summary naming no question of its items, and a condition that can never be true.
 */
export function checkQuestions(bundle: SchemaBundle, lists: Lists): Problem[] {
  const reader = createSchemaReader(bundle);
  const problems: Problem[] = [];
  const askedIn = new Map<string, string>();
  for (const step of reader.steps) {
    const questions = questionsOf(reader.shape(step.id), deriveUiSchema(step.schema, step.ui));
    for (const [path, { shape, ui }] of questions) {
      const first = askedIn.get(path);
      if (shape.kind !== 'object' && first)
        problems.push({
          file: `quote-form/${step.id}.schema.json`,
          message: `${path} is asked in step ${first} and again in step ${step.id}`,
          fix: `Keep "${path.split('.').at(-1)}" in one step's .schema.json only: answered twice, it would hold two answers.`,
        });
      else if (!first) askedIn.set(path, step.id);
      problems.push(...optionsWithoutLabel(path, shape, ui, step));
      problems.push(...summaryNotOfItem(path, shape, ui, step));
      const list = isObject(ui['ui:options']) ? ui['ui:options'].list : undefined;
      // A list the schema names ("in-list") is reported once, as the schema's.
      const fromSchema = shape.kind === 'leaf' && shape.variants.some((v) => v['in-list'] === list);
      if (typeof list === 'string' && !lists.has(list) && !fromSchema)
        problems.push({
          file: `quote-form/${step.id}.ui.json`,
          message: `${path}: "ui:options" names the list "${list}", which has no file`,
          fix: `Use the name of a file in schemas/lists/ (without .json), or add lists/${list}.json.`,
        });
    }
    const facts = declarationsOf(step.schema);
    for (const req of facts.requirements) {
      const found = questions.get(req.path);
      problems.push(...requiredWithoutMessage(req, step, found?.shape, found?.ui ?? {}));
    }
    for (const never of conditionsNeverTrue(facts.conditions, questions, lists))
      problems.push({ file: fileOf(step, never.source), message: never.message, fix: never.fix });
  }
  // A shared definition's finding shows once, at the first place the definition is used.
  const keyOf = (p: Problem) =>
    p.file.startsWith('definitions/') ? p.file + p.message.replace(/^\S+: /, '') : p.file + p.message;
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(keyOf(p)) && Boolean(seen.add(keyOf(p))));
}
