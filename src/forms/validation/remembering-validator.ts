import AJV8PrecompiledValidator from '@rjsf/validator-ajv8/lib/precompiledValidator.js';
import type { RJSFSchema } from '@rjsf/utils';
import { ROOT_FUNCTION } from './root-function';

/** A precompiled module's functions (scripts/precompiled-code.ts), by RJSF's keys. */
export type ValidatorFunctions = AJV8PrecompiledValidator['validateFns'];
type ValidateFunction = ReturnType<AJV8PrecompiledValidator['getValidator']>;

/** A form's functions found so far: by schema object, and by schema text for RJSF's copies. */
interface Lookups {
  objects: WeakMap<object, ValidateFunction>;
  texts: Map<string, ValidateFunction>;
}

const lookupsOf = new WeakMap<ValidatorFunctions, Lookups>();

function lookupsFor(functions: ValidatorFunctions): Lookups {
  let lookups = lookupsOf.get(functions);
  if (!lookups) lookupsOf.set(functions, (lookups = { objects: new WeakMap(), texts: new Map() }));
  return lookups;
}

/**
 * RJSF's precompiled validator, finding its functions without hashing. RJSF looks a function up by
 * hashing the schema (a sorted stringify and a hash in script): the whole form's schema as the
 * validator is made, and each condition it resolves (each "if", every render). Here a lookup is
 * remembered per schema object and, for the copies RJSF makes while resolving, per the schema's
 * text (the platform's JSON.stringify, far cheaper than the hash); the form's own function is the
 * one its module names `root` (scripts/precompiled-code.ts), known before the validator is
 * made. Keyed by the form's functions, which RJSF sets before its constructor's first lookup.
 * RJSF's hash also caught a module made from another version of the schema; every build makes the
 * modules from the schemas it bundles (scripts/build/targets.ts), so that cannot ship. The class
 * is the module itself, not the package index, of @rjsf/validator-ajv8: the index also brings Ajv's
 * compiler, which the page never needs.
 */
export class RememberingValidator extends AJV8PrecompiledValidator {
  constructor(functions: ValidatorFunctions, schema: RJSFSchema) {
    const root = functions[ROOT_FUNCTION];
    if (root) lookupsFor(functions).objects.set(schema, root);
    super(functions, schema);
  }

  override getValidator(schema: RJSFSchema): ValidateFunction {
    const lookups = lookupsFor(this.validateFns);
    let found = lookups.objects.get(schema);
    if (found) return found;
    const text = JSON.stringify(schema);
    found = lookups.texts.get(text);
    if (!found) lookups.texts.set(text, (found = super.getValidator(schema)));
    lookups.objects.set(schema, found);
    return found;
  }
}
