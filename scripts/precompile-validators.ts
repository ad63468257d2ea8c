/**
 * Generates the quote form's precompiled validators (src/forms/validation/precompiled/*.cjs) from the
 * assembled step schemas, with the same keywords as the runtime validator. Run by `npm run build`.
 */
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { quoteForm, stepIds } from '#domain/schema/quote-form.ts';
import { validatorOptions } from '#forms/validation/runtime-validators.ts';

const outDir = join(import.meta.dirname, '..', 'src', 'forms', 'validation', 'precompiled');
mkdirSync(outDir, { recursive: true });
for (const id of stepIds) {
  const code = compileSchemaValidatorsCode(quoteForm.step(id).schema as never, validatorOptions as never);
  writeFileSync(join(outDir, `${id}.cjs`), code);
  console.log(`precompiled ${id}: ${(code.length / 1024).toFixed(0)} KB`);
}
