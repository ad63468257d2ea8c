/**
 * Generates the precompiled validators of every form (src/forms/validation/precompiled/*.cjs) from the
 * assembled schemas (quote-form steps and the buying screens' forms): scripts/precompiled-code.ts.
 * And what each form fetches before it shows (precompiled/needs.cjs: its lazy widgets and type-ahead
 * lists), worked out by the very function the dev server and tests use (form-needs.ts, decision 074).
 * Run by `npm run build`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { formIds, formSchema } from '#forms/validation/form-ids.ts';
import { formNeeds } from '#forms/validation/runtime-validators.ts';
import { needsCode, precompiledCode } from './precompiled-code';

const outDir = join(import.meta.dirname, '..', 'src', 'forms', 'validation', 'precompiled');
mkdirSync(outDir, { recursive: true });
for (const id of formIds) {
  const code = precompiledCode(formSchema(id) as RJSFSchema, id);
  writeFileSync(join(outDir, `${id}.cjs`), code);
  console.log(`precompiled ${id}: ${(code.length / 1024).toFixed(0)} KB`);
}
writeFileSync(
  join(outDir, 'needs.cjs'),
  needsCode(Object.fromEntries(formIds.map((id) => [id, formNeeds(id)]))),
);
console.log(`precompiled what ${formIds.length} forms fetch before they show`);
