/**
 * A repeater's Add or Remove (a whole list or group changed) works the schema's defaults out below
 * the change only, unless a condition reads the property holding it: the answers must be those that
 * working them out over the whole step gives, on every list of every step of the quote form.
 */
import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import { loadStepValidation } from '#step-validators';
import { quoteSteps } from '#forms/quote-steps.ts';
import { conditionDrivers } from '#forms/step-form/condition-drivers.ts';
import { reshare, setIn } from '#forms/step-form/form-data.ts';
import { withRememberedSchemas } from '#forms/step-form/remembered-schemas.ts';
import {
  answersAfterChange,
  DEFAULTS_BEHAVIOUR,
  withDefaults,
  type Data,
  type SchemaUtils,
} from '#forms/step-form/step-form-data.ts';
import { largeRisk } from '../../../scripts/bench/large-risk';

async function utilsFor(schema: RJSFSchema): Promise<SchemaUtils> {
  const { validator } = await loadStepValidation('payment-option');
  return withRememberedSchemas(createSchemaUtils(validator, schema, DEFAULTS_BEHAVIOUR));
}

/** What the change gave before it was scoped: the defaults worked out over all the answers. */
function overWholeStep(utils: SchemaUtils, before: Data, path: (string | number)[], value: unknown): Data {
  const set = setIn(before, path, value) as Data;
  return reshare(before, utils.getDefaultFormState(utils.getRootSchema(), set, false, true) as Data);
}

/** Every list in the answers, with its path. */
function listsIn(
  data: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; list: unknown[] }[] {
  if (Array.isArray(data))
    return [{ path, list: data }, ...data.flatMap((item, i) => listsIn(item, [...path, i]))];
  if (data !== null && typeof data === 'object')
    return Object.entries(data).flatMap(([key, value]) => listsIn(value, [...path, key]));
  return [];
}

describe("a repeater's Add and Remove", () => {
  it('give the answers the whole step gives, on every list of every step (the largest risk)', async () => {
    let compared = 0;
    let scoped = 0;
    for (const step of quoteSteps) {
      const utils = await utilsFor(step.schema as RJSFSchema);
      const drivers = conditionDrivers(utils.getRootSchema());
      const before = withDefaults(utils, largeRisk(), false);
      const whole = vi.spyOn(utils, 'getDefaultFormState');
      for (const { path, list } of listsIn(before)) {
        const changes = [[...list, {}], [...list, list[0]], list.slice(0, -1), []];
        for (const value of changes) {
          whole.mockClear();
          const after = answersAfterChange(utils, drivers, before, path, value);
          if (whole.mock.calls.every(([schema]) => schema !== utils.getRootSchema())) scoped++;
          expect(after, `${step.id} ${path.join('.')}`).toEqual(overWholeStep(utils, before, path, value));
          compared++;
        }
      }
      whole.mockRestore();
    }
    // Each step is given the whole risk: a list its schema does not ask for, and every list of the
    // cover step (whose conditions read the drivers), is worked out over the whole step. Scoped at
    // least: the additional drivers and their 5 x 3 lists (claims, convictions, medical
    // conditions), each changed four ways.
    expect(compared).toBeGreaterThan(300);
    expect(scoped).toBeGreaterThanOrEqual(16 * 4);
  });

  it("work out the defaults of the new item only: an Add's item, nothing on a Remove", async () => {
    const step = quoteSteps.find((s) => s.id === '4-additional-drivers')!;
    const utils = await utilsFor(step.schema as RJSFSchema);
    const drivers = conditionDrivers(utils.getRootSchema());
    const before = withDefaults(utils, largeRisk(), false);
    const path = ['drivers', 'additional_drivers', 4, 'claims'];
    const claims = (before.drivers as { additional_drivers: { claims: object[] }[] }).additional_drivers[4]
      .claims;
    const worked = vi.spyOn(utils, 'getDefaultFormState');
    answersAfterChange(utils, drivers, before, path, [...claims.slice(0, 4), {}]);
    expect(worked.mock.calls.map(([, data]) => data)).toEqual([{}]);
    worked.mockClear();
    const removed = answersAfterChange(utils, drivers, before, path, claims.slice(1));
    expect(worked).not.toHaveBeenCalled();
    expect(removed).toEqual(overWholeStep(utils, before, path, claims.slice(1)));
    worked.mockRestore();
  });

  it("fill in the new item's defaults, its own conditions applied", async () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        claims: {
          type: 'array',
          items: {
            type: 'object',
            properties: { kind: { type: 'string' } },
            if: { properties: { kind: { const: 'A' } }, required: ['kind'] },
            then: { properties: { at_fault: { type: 'string', default: 'unknown' } } },
          },
        },
      },
    };
    const utils = await utilsFor(schema);
    const after = answersAfterChange(
      utils,
      conditionDrivers(schema),
      { claims: [] },
      ['claims'],
      [{ kind: 'A' }, { kind: 'B' }],
    );
    expect(after).toEqual({ claims: [{ kind: 'A', at_fault: 'unknown' }, { kind: 'B' }] });
  });

  it('work the defaults out over the whole step when a condition reads the list', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: { claims: { type: 'array', items: { type: 'string' } } },
      if: { properties: { claims: { minItems: 1 } }, required: ['claims'] },
      then: { properties: { claims_checked: { type: 'string', default: 'yes' } } },
    };
    const utils = await utilsFor(schema);
    const drivers = conditionDrivers(schema);
    expect(drivers.has('claims')).toBe(true);
    expect(answersAfterChange(utils, drivers, { claims: [] }, ['claims'], ['A'])).toEqual({
      claims: ['A'],
      claims_checked: 'yes',
    });
  });
});
