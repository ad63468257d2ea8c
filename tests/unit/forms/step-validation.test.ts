/**
 * A step's validation gives the same answers object the same messages without validating it again,
 * unless what the rules read besides the answers has changed: the day, or the reference lists.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ValidatorType } from '@rjsf/utils';
import { listsUpdated } from '#domain/rules/base-rules.ts';
import { stepValidationFrom } from '#forms/validation/step-validation.ts';

/** A validator that reports a missing surname, counting its calls. */
function countingValidator() {
  const rawValidation = vi.fn((_schema: unknown, data: { surname?: string }) => ({
    errors: data.surname
      ? []
      : [
          {
            instancePath: '',
            keyword: 'required',
            params: { missingProperty: 'surname' },
            message: 'Enter a surname',
          },
        ],
  }));
  return { validator: { rawValidation } as unknown as ValidatorType, rawValidation };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a step's validation", () => {
  it('gives the same answers the same messages, validated once', () => {
    const { validator, rawValidation } = countingValidator();
    const validation = stepValidationFrom(validator, { type: 'object' });
    const answers = {};
    const first = validation.validate(answers);
    expect(first.map((m) => m.path)).toEqual(['surname']);
    expect(validation.validate(answers)).toBe(first);
    expect(rawValidation).toHaveBeenCalledTimes(1);
  });

  it('validates new answers, even when they look the same', () => {
    const { validator, rawValidation } = countingValidator();
    const validation = stepValidationFrom(validator, { type: 'object' });
    expect(validation.validate({ surname: 'Smith' })).toEqual([]);
    expect(validation.validate({})).toHaveLength(1);
    expect(validation.validate({})).toHaveLength(1);
    expect(rawValidation).toHaveBeenCalledTimes(3);
  });

  it('validates the same answers again once a reference list has arrived', () => {
    const { validator, rawValidation } = countingValidator();
    const validation = stepValidationFrom(validator, { type: 'object' });
    const answers = { surname: 'Smith' };
    validation.validate(answers);
    listsUpdated();
    validation.validate(answers);
    expect(rawValidation).toHaveBeenCalledTimes(2);
  });

  it('validates the same answers again on a new day (rules count from today)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T23:59:00Z'));
    const { validator, rawValidation } = countingValidator();
    const validation = stepValidationFrom(validator, { type: 'object' });
    const answers = { surname: 'Smith' };
    validation.validate(answers);
    vi.setSystemTime(new Date('2026-11-27T23:59:30Z'));
    validation.validate(answers);
    expect(rawValidation).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date('2026-11-28T00:00:30Z'));
    validation.validate(answers);
    expect(rawValidation).toHaveBeenCalledTimes(2);
  });
});

describe("a step's Continue with nothing answered", () => {
  it("names the questions of a group not yet started, not the group (step 2's own questions)", async () => {
    const { stepValidation } = await import('#forms/validation/runtime-validators.ts');
    const paths = stepValidation('2-your-driving-history')
      .validate({})
      .map((m) => m.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'drivers.proposer.licence_type',
        'drivers.proposer.number_of_other_vehicles_owned',
        'policy.how_many_years_of_ncd',
      ]),
    );
    expect(paths).not.toContain('drivers.proposer');
    expect(paths).not.toContain('drivers');
  });

  it('leaves the answers as they are', () => {
    const { validator, rawValidation } = countingValidator();
    const schema = {
      type: 'object',
      required: ['group'],
      properties: { group: { type: 'object', properties: { surname: { type: 'string' } } } },
    };
    const answers = {};
    stepValidationFrom(validator, schema).validate(answers);
    expect(rawValidation.mock.calls[0][1]).toEqual({ group: {} });
    expect(answers).toEqual({});
  });
});
