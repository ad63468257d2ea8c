import { createRequire } from 'node:module';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import AJV8PrecompiledValidator from '@rjsf/validator-ajv8/lib/precompiledValidator.js';
import { describe, expect, it } from 'vitest';
import { RememberingValidator, type ValidatorFunctions } from '#forms/validation/remembering-validator.ts';
import { ROOT_FUNCTION } from '#forms/validation/root-function.ts';
import { precompiledCode } from '../../../scripts/precompiled-code';

/** A form with a condition: a van used for business needs its business named. */
const schema: RJSFSchema = {
  type: 'object',
  required: ['use'],
  properties: { use: { type: 'string', enum: ['private', 'business'] }, business: { type: 'string' } },
  allOf: [
    {
      if: { properties: { use: { const: 'business' } }, required: ['use'] },
      then: { required: ['business'] },
    },
  ],
};

/** The module precompiledCode makes, run as CommonJS. */
function functionsOf(code: string): ValidatorFunctions {
  const module = { exports: {} as ValidatorFunctions };
  new Function('exports', 'require', 'module', code)(module.exports, createRequire(import.meta.url), module);
  return module.exports;
}

describe('precompiled validators found without hashing', () => {
  const functions = functionsOf(precompiledCode(schema, 'van use'));

  it("names the form's own function root, beside RJSF's key for it", () => {
    expect(functions[ROOT_FUNCTION]).toBeTypeOf('function');
    expect(functions[ROOT_FUNCTION]).toBe(functions[hashForSchema(schema)]);
  });

  it("finds the form's own function by that name, not by hashing the schema", () => {
    const withoutHashKey = { ...functions };
    delete withoutHashKey[hashForSchema(schema)];
    // RJSF's own validator hashes the whole schema as it is made, and finds nothing under that key.
    expect(() => new AJV8PrecompiledValidator(withoutHashKey, schema)).toThrow(/No precompiled validator/);
    const validator = new RememberingValidator(withoutHashKey, schema);
    const { errors } = validator.validateFormData({ use: 'business' }, schema);
    expect(errors.map((error) => error.property)).toContain('business');
    expect(validator.validateFormData({ use: 'private' }, schema).errors).toEqual([]);
  });

  it('resolves a condition, and its copies, to one function', () => {
    const validator = new RememberingValidator(functions, schema);
    const condition = (schema.allOf![0] as { if: RJSFSchema }).if;
    const found = validator.getValidator(condition);
    expect(validator.getValidator(structuredClone(condition))).toBe(found);
    expect(validator.isValid(condition, { use: 'business' }, schema)).toBe(true);
    expect(validator.isValid(structuredClone(condition), { use: 'private' }, schema)).toBe(false);
  });
});
