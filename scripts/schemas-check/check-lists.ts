import { basename, dirname, relative } from 'node:path';
import type { Problem } from './check';

interface ListFile {
  name?: unknown;
  label?: unknown;
  options?: unknown;
}

/** Each schemas/lists/<key>.json is named insurer.<key> and has unique, non-empty name/value options. */
export function checkLists(dir: string, parsed: Map<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  for (const [file, json] of parsed) {
    if (basename(dirname(file)) !== 'lists') continue;
    const rel = relative(dir, file);
    const key = basename(file, '.json');
    const list = json as ListFile;
    if (list.name !== `insurer.${key}`)
      problems.push({ file: rel, message: `"name" must be "insurer.${key}"` });
    if (typeof list.label !== 'string' || list.label === '')
      problems.push({ file: rel, message: 'needs a "label"' });
    if (!Array.isArray(list.options) || list.options.length === 0) {
      problems.push({ file: rel, message: 'needs a non-empty "options" array' });
      continue;
    }
    const names = new Set<string>();
    const values = new Set<string>();
    list.options.forEach((o: { name?: unknown; value?: unknown }, i: number) => {
      if (typeof o.name !== 'string' || o.name === '' || typeof o.value !== 'string' || o.value === '') {
        problems.push({ file: rel, message: `option ${i} needs a non-empty string "name" and "value"` });
        return;
      }
      if (names.has(o.name)) problems.push({ file: rel, message: `option name "${o.name}" appears twice` });
      if (values.has(o.value))
        problems.push({ file: rel, message: `option value "${o.value}" appears twice` });
      names.add(o.name);
      values.add(o.value);
    });
  }
  return problems;
}
