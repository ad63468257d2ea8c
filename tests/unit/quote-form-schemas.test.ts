import { describe, expect, it } from 'vitest';
import { loadReferenceLists } from '#server/lists/reference-lists.ts';
import { createRiskValidator } from '#server/validation/quote-form-validator.ts';
import { stepIds, type StepId } from '#domain/schema/quote-form.ts';
import { loadExamples } from '#tests/support/examples.ts';
import { expectedMessage } from '#tests/support/expected-message.ts';

const validate = createRiskValidator(loadReferenceLists());
const examples = loadExamples();

describe('quote form examples (schemas/quote-form/examples), with the server validator', () => {
  it('has valid and invalid examples for every step', () => {
    expect(examples.filter((e) => e.valid).length).toBeGreaterThan(0);
    for (const id of stepIds) expect(examples.filter((e) => e.step === id).length, id).toBeGreaterThan(0);
  });

  it.each(examples.filter((e) => e.valid).map((e) => [e.name, e] as const))('valid: %s', (_name, example) => {
    expect(validate(example.formData)).toEqual([]);
  });

  it.each(examples.filter((e) => !e.valid).map((e) => [e.name, e] as const))(
    'invalid: %s',
    (_name, example) => {
      const messages = Object.fromEntries(
        validate.step(example.step as StepId, example.formData).map((m) => [m.path, m.message]),
      );
      const expected = Object.fromEntries(
        Object.entries(example.expect ?? {}).map(([path, m]) => [path, expectedMessage(m)]),
      );
      expect(messages).toMatchObject(expected);
      // The other steps are not disturbed by this step's mistakes.
      const others = stepIds
        .filter((id) => id !== example.step)
        .flatMap((id) => validate.step(id, example.formData));
      expect(others.filter((m) => m.path in expected)).toEqual([]);
    },
  );
});
