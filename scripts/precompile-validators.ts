/**
 * Generates the precompiled validators of every form (src/forms/validation/precompiled/*.cjs) from the
 * assembled schemas (quote-form steps and the buying screens' forms), with the same keywords as the runtime validator. Run by `npm run build`.
 */
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formIds, formSchema } from '#forms/validation/form-ids.ts';
import { validatorOptions } from '#forms/validation/runtime-validators.ts';

const outDir = join(import.meta.dirname, '..', 'src', 'forms', 'validation', 'precompiled');
mkdirSync(outDir, { recursive: true });
for (const id of formIds) {
  const code = compileSchemaValidatorsCode(formSchema(id) as never, validatorOptions as never);
  writeFileSync(join(outDir, `${id}.cjs`), code);
  console.log(`precompiled ${id}: ${(code.length / 1024).toFixed(0)} KB`);
}
