/**
 * The one schema reader: every question about the quote form's schemas is answered here, for the
 * form (steps, UI schemas, effects), the server's validation (the assembled step schemas), the
 * summary (review boxes), the proposal-form document (answers by step) and schemas:check (shapes).
 */
import type { Effect } from '#domain/effects/apply-effects.ts';
import type { ListsByName } from '#domain/lists.ts';
import { walkObject, type AnswerItem } from './answers';
import { assemble } from './assemble';
import { reviewGroups, type ReviewGroup, type ReviewGroupDeclaration } from './review';
import { shapeOf, type Schema, type Shape } from './schema-walk';
import { withTheirVariants } from './their-variant';

export type UiSchema = Record<string, unknown>;

/** One step's files as product staff write them. */
export interface StepFiles {
  id: string;
  schema: Schema;
  ui: UiSchema;
}

/** Everything the reader reads: the steps, the shared definitions and the review declaration. */
export interface SchemaBundle {
  steps: StepFiles[];
  definitions: Record<string, Schema>;
  review: ReviewGroupDeclaration[];
}

/** One step of the quote form, ready to render and validate. */
export interface FormStep {
  id: string;
  /** 1 to 5, as the accordion numbers it. */
  number: number;
  title: string;
  /** The step schema with its definitions: the very object RJSF renders and ajv compiles. */
  readonly schema: Schema;
  /** The step's UI schema as written (without its effects). */
  ui: UiSchema;
  effects: Effect[];
}

/** One step's answered questions. */
export interface StepAnswers {
  id: string;
  title: string;
  items: AnswerItem[];
}

export interface SchemaReader {
  readonly steps: readonly FormStep[];
  step(id: string): FormStep;
  /** Every step's effects together: an answer on one step may feed another (home postcode to van). */
  readonly effects: readonly Effect[];
  /** The static shape of a step: every question it may ask under any answers (one object per step). */
  shape(id: string): Shape;
  /** Each step's answered, visible questions, as the form asked them. */
  answers(risk: Record<string, unknown>, lists: ListsByName): StepAnswers[];
  /** The summary's review boxes. */
  review(risk: Record<string, unknown>, lists: ListsByName): ReviewGroup[];
}

/**
 * A step whose schema is assembled when first read: a page renders one step at first, and the others
 * only when the customer can open them (docs/performance.md, "start-up work").
 */
function toFormStep(files: StepFiles, index: number, definitions: () => Record<string, Schema>): FormStep {
  const { 'ui:effects': effects, ...ui } = files.ui;
  let schema: Schema | undefined;
  return {
    id: files.id,
    number: index + 1,
    title: String(files.schema.title ?? files.id),
    get schema() {
      return (schema ??= assemble(files.schema, definitions()));
    },
    ui,
    effects: (effects as Effect[] | undefined) ?? [],
  };
}

/** A reader over a bundle of schema files (the real ones, or a test's fixture). */
export function createSchemaReader(bundle: SchemaBundle): SchemaReader {
  let definitions: Record<string, Schema> | undefined;
  const steps = bundle.steps.map((files, i) =>
    toFormStep(files, i, () => (definitions ??= withTheirVariants(bundle.definitions))),
  );
  const byId = new Map(steps.map((s) => [s.id, s]));
  // Worked out once per step: the form, the funnel and the server's checks all ask for them.
  const shapes = new Map<string, Shape>();
  const step = (id: string) => {
    const found = byId.get(id);
    if (!found) throw new Error(`There is no quote-form step "${id}"`);
    return found;
  };
  const answers = (risk: Record<string, unknown>, lists: ListsByName) =>
    steps.map((s) => ({
      id: s.id,
      title: s.title,
      items: walkObject([s.schema], risk, s.ui, { root: s.schema, lists }, ''),
    }));
  return {
    steps,
    step,
    effects: steps.flatMap((s) => s.effects),
    shape(id) {
      let found = shapes.get(id);
      if (!found) {
        const { schema } = step(id);
        found = shapeOf([schema], schema);
        shapes.set(id, found);
      }
      return found;
    },
    answers,
    review(risk, lists) {
      const seen = new Set<string>();
      const byStep = answers(risk, lists);
      const stepOf = new Map<AnswerItem, number>();
      byStep.forEach((s, step) => s.items.forEach((item) => stepOf.set(item, step)));
      const items = byStep
        .flatMap((s) => s.items)
        .filter((item) => !seen.has(item.path) && Boolean(seen.add(item.path)));
      return reviewGroups(items, bundle.review, (item) => stepOf.get(item));
    },
  };
}
