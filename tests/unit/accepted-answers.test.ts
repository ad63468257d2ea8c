import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Risk } from '#domain/contract/proposal.ts';
import { getAt, setAt } from '#domain/effects/data-paths.ts';
import { quoteForm } from '#domain/schema/quote-form.ts';
import { mergeShapes, type Shape } from '#domain/schema/schema-walk.ts';
import { stepValidation } from '#forms/validation/runtime-validators.ts';
import { loadReferenceLists } from '#server/lists/reference-lists.ts';
import { embeddedVehicleProvider } from '#server/providers/vehicle/vehicle-provider.ts';
import { riskAcceptor } from '#server/validation/accept-risk.ts';
import { createRiskValidator } from '#server/validation/quote-form-validator.ts';
import { completeRisk } from '#tests/support/examples.ts';

const accept = riskAcceptor(createRiskValidator(loadReferenceLists()), embeddedVehicleProvider());

/** Every answer's path in a risk, as the answers nest (array items by index). */
function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leafPaths(v, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...path, k]));
  return [path];
}

/** Every question's path the schemas know, whatever the answers (arrays at their first item). */
function shapePaths(shape: Shape | null, path: (string | number)[] = []): (string | number)[][] {
  if (!shape) return [];
  if (shape.kind === 'object')
    return Object.entries(shape.properties).flatMap(([k, s]) => shapePaths(s, [...path, k]));
  if (shape.kind === 'array') return shapePaths(shape.items, [...path, 0]);
  return [path];
}

const base = completeRisk();
const paths = [
  ...leafPaths(base),
  ...shapePaths(mergeShapes(quoteForm.steps.map((s) => quoteForm.shape(s.id)))),
];
const oddValue = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'A',
    'Y',
    'N',
    'DIESEL',
    'COMP',
    'LS6 3AW',
    'VQ21TCE',
    '1985-03-14',
    '2026-02-30',
    '9999-99-99',
  ),
  fc.constantFrom(
    true,
    false,
    null,
    0,
    -1,
    1,
    2,
    5,
    9,
    1900,
    2021,
    9_999_999,
    10_000_000,
    1e308,
    2 ** 53,
    0.5,
  ),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.constant([]),
  fc.constant({}),
);

describe('any answers the server accepts, the form accepts too (issue 10)', () => {
  it('holds for one or two answers of the complete example changed to anything', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...paths), oddValue), { minLength: 1, maxLength: 2 }),
        async (changes) => {
          let risk: unknown = base;
          for (const [path, value] of changes) risk = setAt(risk, path, value);
          let accepted: Risk;
          try {
            accepted = await accept(risk);
          } catch {
            return; // refused: nothing to compare
          }
          for (const step of quoteForm.steps)
            expect(stepValidation(step.id as never).validate(accepted), step.id).toEqual([]);
          for (const [path] of changes) {
            const stored = getAt(accepted, path);
            if (typeof stored === 'string') expect(stored).toBe(stored.trim());
          }
        },
      ),
      { numRuns: 300, seed: Number(process.env.FC_SEED ?? 20261123) },
    );
  }, 60_000);
});
