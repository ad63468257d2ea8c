import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { SchemaBundle } from '#domain/schema/reader.ts';
import type { ReviewGroupDeclaration } from '#domain/schema/review.ts';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/**
 * The quote form's schema files as found in a schemas/ folder (every quote-form/N-*.schema.json with
 * its .ui.json, every definitions/*.schema.json, the summary's review), for checking a folder a
 * product person is editing. The app's own bundle (src/domain/schema/quote-form.ts) lists the same
 * files; a test keeps the two equal.
 */
export function loadBundle(schemasDir: string): SchemaBundle {
  const formDir = join(schemasDir, 'quote-form');
  const steps = readdirSync(formDir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => {
      const id = f.replace(/\.schema\.json$/, '');
      return { id, schema: read(join(formDir, f)), ui: read(join(formDir, `${id}.ui.json`)) };
    });
  const defsDir = join(schemasDir, 'definitions');
  const definitions = Object.fromEntries(
    readdirSync(defsDir)
      .filter((f) => f.endsWith('.schema.json'))
      .map((f) => [basename(f, '.schema.json'), read(join(defsDir, f))]),
  );
  const review = read(join(schemasDir, 'summary', 'summary.ui.json'))[
    'ui:review'
  ] as ReviewGroupDeclaration[];
  return { steps, definitions, review };
}
