/**
 * A step form's SchemaUtils remembers the schemas its fields ask for again on every render: the
 * same schema and answers object give the same resolved schema, worked out once (decision 053).
 */
import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import { loadStepValidation } from '#step-validators';
import { answersReadByResolution } from '#forms/step-form/condition-drivers.ts';
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
  const select = vi.spyOn(utils, 'isSelect');
  const multiSelect = vi.spyOn(utils, 'isMultiSelect');
  const files = vi.spyOn(utils, 'isFilesArray');
  return { utils: withRememberedSchemas(utils), retrieve, label, select, multiSelect, files };
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

  it("remember ObjectField's asking with anyOf/oneOf references resolved apart, and as often", async () => {
    const { utils, retrieve } = await utilsFor(root);
    const answers = { has_claims: true };
    const resolved = utils.retrieveSchema(root, answers, true);
    expect(utils.retrieveSchema(root, { has_claims: true }, true)).toBe(resolved);
    expect(retrieve).toHaveBeenCalledTimes(1);
    expect(retrieve).toHaveBeenLastCalledWith(root, answers, true);
    utils.retrieveSchema(root, answers);
    expect(retrieve).toHaveBeenCalledTimes(2);
    expect(retrieve).toHaveBeenLastCalledWith(root, answers, undefined);
  });

  it('work out an answer that is not an object every time when a condition reads it', async () => {
    const leaf = { type: 'string', if: { const: 'a' }, then: { maxLength: 1 } } as RJSFSchema;
    const { utils, retrieve } = await utilsFor(leaf);
    utils.retrieveSchema(leaf, 'a');
    utils.retrieveSchema(leaf, 'a');
    expect(retrieve).toHaveBeenCalledTimes(2);
  });

  it('resolve a question without conditions once, whatever its answer', async () => {
    const leaf = { type: 'string' } as RJSFSchema;
    const { utils, retrieve } = await utilsFor(leaf);
    expect(utils.retrieveSchema(leaf, 'a')).toBe(utils.retrieveSchema(leaf, 'b'));
    expect(retrieve).toHaveBeenCalledTimes(1);
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

  it("remember a question's label without a UI schema, though each render gives it a new empty one", async () => {
    const { utils, label } = await utilsFor(root);
    const question = { type: 'string', title: 'Surname' } as RJSFSchema;
    expect([utils.getDisplayLabel(question, {}), utils.getDisplayLabel(question, {})]).toEqual([true, true]);
    expect(utils.getDisplayLabel(question, undefined)).toBe(true);
    expect(label).toHaveBeenCalledTimes(1);
  });

  it('remember whether a list is of files per schema, though each render gives it a new UI schema', async () => {
    const { utils, files } = await utilsFor(root);
    const claims = { type: 'array', items: { type: 'string' } } as RJSFSchema;
    const uploads = { type: 'array', items: { type: 'string', format: 'data-url' } } as RJSFSchema;
    const ui = () => ({ 'ui:options': { itemTitle: 'Claim' } });
    expect([utils.isFilesArray(claims, ui()), utils.isFilesArray(claims, ui())]).toEqual([false, false]);
    expect(files).toHaveBeenCalledTimes(1);
    expect(utils.isFilesArray(uploads, ui())).toBe(true);
    expect(utils.isFilesArray(claims, { 'ui:widget': 'files' })).toBe(true);
    expect(files).toHaveBeenCalledTimes(2);
  });

  it('remember whether a question picks from a list, per schema', async () => {
    const { utils, select, multiSelect } = await utilsFor(root);
    const title = { type: 'string', enum: ['MR', 'MRS'] } as RJSFSchema;
    const name = { type: 'string' } as RJSFSchema;
    const covers = {
      type: 'array',
      uniqueItems: true,
      items: { type: 'string', enum: ['a', 'b'] },
    } as RJSFSchema;
    expect([utils.isSelect(title), utils.isSelect(title), utils.isSelect(name)]).toEqual([true, true, false]);
    expect(select).toHaveBeenCalledTimes(2);
    expect([utils.isMultiSelect(covers), utils.isMultiSelect(covers)]).toEqual([true, true]);
    expect(multiSelect).toHaveBeenCalledTimes(1);
  });
});

/** A step as the schema reader assembles it: a driver made of parts, one with a condition. */
const step: RJSFSchema = {
  type: 'object',
  definitions: {
    history: {
      type: 'object',
      properties: { has_claims: { type: 'boolean' }, surname: { type: 'string' } },
      if: { properties: { has_claims: { const: true } }, required: ['has_claims'] },
      then: {
        properties: {
          claims: {
            type: 'array',
            items: {
              type: 'object',
              properties: { kind: { type: 'string' } },
              if: { properties: { kind: { const: 'theft' } }, required: ['kind'] },
              then: { properties: { recovered: { type: 'boolean' } } },
            },
          },
        },
      },
    },
  },
  properties: {
    driver: { allOf: [{ $ref: '#/definitions/history' }, { properties: { age: { type: 'integer' } } }] },
  },
};
const driver = (step.properties as Record<string, RJSFSchema>).driver;

describe('an object resolved by the answers its conditions read (decision 058)', () => {
  it('is worked out once for all answers alike in those, and is the same object', async () => {
    const { utils, retrieve } = await utilsFor(step);
    const first = utils.retrieveSchema(driver, { has_claims: true, surname: 'Smith' });
    expect(first.properties).toHaveProperty('claims');
    const typedOn = utils.retrieveSchema(driver, { has_claims: true, surname: 'Smithson', claims: [{}] });
    expect(typedOn).toBe(first);
    expect(retrieve).toHaveBeenCalledTimes(1);
  });

  it('is worked out again when an answer a condition reads changes', async () => {
    const { utils, retrieve } = await utilsFor(step);
    const yes = utils.retrieveSchema(driver, { has_claims: true });
    const no = utils.retrieveSchema(driver, { has_claims: false });
    expect(no.properties).not.toHaveProperty('claims');
    expect(utils.retrieveSchema(driver, {}).properties).not.toHaveProperty('claims');
    expect(retrieve).toHaveBeenCalledTimes(3);
    expect(utils.retrieveSchema(driver, { has_claims: true, age: 40 })).toBe(yes);
    expect(retrieve).toHaveBeenCalledTimes(3);
  });

  it('is remembered by answers object when the schema reads the answers as a whole', async () => {
    const open: RJSFSchema = { type: 'object', additionalProperties: { type: 'string' } };
    const { utils, retrieve } = await utilsFor(open);
    const answers = { a: 'x' };
    expect(utils.retrieveSchema(open, answers)).toBe(utils.retrieveSchema(open, answers));
    utils.retrieveSchema(open, { a: 'x', b: 'y' });
    expect(retrieve).toHaveBeenCalledTimes(2);
  });
});

describe('answersReadByResolution', () => {
  it("follows $ref, allOf and then, and leaves nested questions' conditions to them", () => {
    expect(answersReadByResolution(driver, step)).toEqual(new Set(['has_claims']));
  });

  it('reads nothing for a schema without conditions', () => {
    expect(answersReadByResolution({ type: 'object', properties: { a: { type: 'string' } } }, step)).toEqual(
      new Set(),
    );
  });

  it('names the keys of dependencies and the answers their options read', () => {
    const schema = {
      dependencies: {
        pet: { oneOf: [{ properties: { pet: { const: 'dog' }, breed: { type: 'string' } } }] },
      },
    };
    expect(answersReadByResolution(schema, {})).toEqual(new Set(['pet', 'breed']));
    expect(answersReadByResolution({ dependencies: { pet: ['breed'] } }, {})).toEqual(new Set(['pet']));
  });

  it('reads the whole object for additional or pattern properties, a count of answers or a lost $ref', () => {
    expect(answersReadByResolution({ additionalProperties: true }, {})).toBe('all');
    expect(answersReadByResolution({ patternProperties: { '^x': {} } }, {})).toBe('all');
    expect(answersReadByResolution({ if: { minProperties: 2 }, then: {} }, {})).toBe('all');
    expect(answersReadByResolution({ if: { const: 'a' }, then: {} }, {})).toBe('all');
    expect(answersReadByResolution({ if: { not: { type: 'object' } }, then: {} }, {})).toBe('all');
    expect(answersReadByResolution({ $ref: '#/definitions/nowhere' }, {})).toBe('all');
    expect(answersReadByResolution({ additionalProperties: false }, {})).toEqual(new Set());
  });
});
