import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js';
import type { FormNeeds } from '#forms/form-needs.ts';
import { ROOT_FUNCTION } from '#forms/validation/root-function.ts';
import { validatorOptions } from '#forms/validation/validator-options.ts';

/**
 * A form's precompiled validators as a CommonJS module (RJSF standalone code, with the same keywords
 * as the runtime validator), which also names the form's own function `root` (ROOT_FUNCTION): RJSF
 * finds that one by hashing the whole schema, which the browser then need not do
 * (src/forms/validation/remembering-validator.ts).
 */
export function precompiledCode(schema: RJSFSchema, name: string): string {
  const code = compileSchemaValidatorsCode(schema as never, validatorOptions as never);
  const rootKey = JSON.stringify(hashForSchema(schema));
  if (!code.includes(`exports[${rootKey}] =`))
    throw new Error(`${name}: no function for the form's own schema`);
  return `${code};exports.${ROOT_FUNCTION} = exports[${rootKey}];\n`;
}

/**
 * What every form fetches before it shows (src/forms/form-needs.ts) as a CommonJS module, by form id:
 * precompiled-validators.ts reads it, so the page need not work it out from the schemas.
 */
export function needsCode(needs: Record<string, FormNeeds>): string {
  return `// What each form fetches before it shows (src/forms/form-needs.ts): scripts/precompile-validators.ts.\nmodule.exports = ${JSON.stringify(needs)};\n`;
}
