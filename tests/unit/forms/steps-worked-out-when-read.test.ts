import { describe, expect, it, vi } from 'vitest';

/** The titles of the step schemas assembled with their definitions, in order. */
const assembled = vi.hoisted(() => [] as string[]);
vi.mock('#domain/schema/assemble.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#domain/schema/assemble.ts')>();
  return {
    ...real,
    assemble: (...args: Parameters<typeof real.assemble>) => {
      assembled.push(String(args[0].title));
      return real.assemble(...args);
    },
  };
});

const { quoteForm } = await import('#domain/schema/quote-form.ts');
const { quoteSteps } = await import('#forms/quote-steps.ts');
const { questionsOfStep } = await import('#domain/funnel/step-questions.ts');
const { deriveUiSchema } = await import('#forms/ui-schema/derive-ui-schema.ts');

/*
 * A page opens the quote form on one step: the others' schemas, shapes and UI schemas are worked out
 * when first read (docs/performance.md, "start-up work"), and each once.
 */
describe("the quote form's steps", () => {
  it('are assembled when first read, each once, and not as their modules load', () => {
    expect(assembled).toEqual([]);
    const additionalDrivers = quoteSteps[3];
    expect(additionalDrivers.uiSchema).toBe(additionalDrivers.uiSchema);
    expect(questionsOfStep(additionalDrivers.id).size).toBeGreaterThan(10);
    expect(additionalDrivers.schema).toBe(quoteForm.step(additionalDrivers.id).schema);
    expect(assembled).toEqual([additionalDrivers.title]);
  });

  it('have one shape each, however often asked for', () => {
    const id = quoteSteps[0].id;
    expect(quoteForm.shape(id)).toBe(quoteForm.shape(id));
  });

  it("derive each UI schema from the reader's shape as from the schema itself", () => {
    for (const step of quoteSteps)
      expect(step.uiSchema, step.id).toEqual(deriveUiSchema(step.schema, step.ui));
  });
});
