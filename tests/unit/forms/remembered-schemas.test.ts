/**
 * A step form's SchemaUtils remembers the schemas its fields ask for again on every render: the
 * same schema and answers object give the same resolved schema, worked out once (decision 053).
 */
import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import { loadStepValidation } from '#step-validators';
import { withRememberedSchemas } from '#forms/step-form/remembered-schemas.ts';

/** A driver with a condition: claims are asked for only when the driver has had any. */
const root: RJSFSchema = {
  type: 'object',
  properties: { has_claims: { type: 'boolean' } },
  if: { properties: { has_claims: { const: true } }, required: ['has_claims'] },
  then: { properties: { claims: { type: 'array', items: { type: 'string' } } } },
};

async function utilsFor(schema: RJSFSchema) {
  const { validator } = await loadStepValidation('payment-option');
  const utils = createSchemaUtils(validator, schema);
  const retrieve = vi.spyOn(utils, 'retrieveSchema');
  const label = vi.spyOn(utils, 'getDisplayLabel');
  return { utils: withRememberedSchemas(utils), retrieve, label };
}

describe("a step form's remembered schemas", () => {
  it('resolve a schema for the same answers once, and again for new answers', async () => {
    const { utils, retrieve } = await utilsFor(root);
    const answers = { has_claims: true };
    const first = utils.retrieveSchema(root, answers);
    expect(first.properties).toHaveProperty('claims');
    expect(utils.retrieveSchema(root, answers)).toBe(first);
    expect(retrieve).toHaveBeenCalledTimes(1);
    const other = utils.retrieveSchema(root, { has_claims: false });
    expect(other.properties).not.toHaveProperty('claims');
    expect(retrieve).toHaveBeenCalledTimes(2);
    expect(utils.retrieveSchema(root, undefined)).toBe(utils.retrieveSchema(root, undefined));
    expect(retrieve).toHaveBeenCalledTimes(3);
  });

  it('work out answers that are not objects every time', async () => {
    const { utils, retrieve } = await utilsFor(root);
    const leaf = { type: 'string' } as RJSFSchema;
    utils.retrieveSchema(leaf, 'a');
    utils.retrieveSchema(leaf, 'a');
    expect(retrieve).toHaveBeenCalledTimes(2);
  });

  it('remember whether a question shows its label, per UI schema', async () => {
    const { utils, label } = await utilsFor(root);
    const question = { type: 'string', title: 'Surname' } as RJSFSchema;
    const hidden = { 'ui:options': { label: false } };
    expect(utils.getDisplayLabel(question, hidden)).toBe(false);
    expect(utils.getDisplayLabel(question, hidden)).toBe(false);
    expect(label).toHaveBeenCalledTimes(1);
    expect(utils.getDisplayLabel(question, {})).toBe(true);
    expect(label).toHaveBeenCalledTimes(2);
  });
});
