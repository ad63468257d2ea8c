/**
 * Generates the precompiled validators of every form (src/forms/validation/precompiled/*.cjs) from the
 * assembled schemas (quote-form steps and the buying screens' forms): scripts/precompiled-code.ts.
 * Run by `npm run build`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { formIds, formSchema } from '#forms/validation/form-ids.ts';
import { precompiledCode } from './precompiled-code';

const outDir = join(import.meta.dirname, '..', 'src', 'forms', 'validation', 'precompiled');
mkdirSync(outDir, { recursive: true });
for (const id of formIds) {
  const code = precompiledCode(formSchema(id) as RJSFSchema, id);
  writeFileSync(join(outDir, `${id}.cjs`), code);
  console.log(`precompiled ${id}: ${(code.length / 1024).toFixed(0)} KB`);
}
