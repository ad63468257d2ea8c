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
      problems.push({
        file: rel,
        message: `"name" must be "insurer.${key}"`,
        fix: `Set "name": "insurer.${key}" (the file name after "insurer.").`,
      });
    if (typeof list.label !== 'string' || list.label === '')
      problems.push({
        file: rel,
        message: 'needs a "label"',
        fix: 'Add "label": "<what the list holds>", e.g. "Fuel type".',
      });
    if (!Array.isArray(list.options) || list.options.length === 0) {
      problems.push({
        file: rel,
        message: 'needs a non-empty "options" array',
        fix: 'Add "options": [{ "name": "<words shown>", "value": "<code stored>" }, ...].',
      });
      continue;
    }
    const names = new Set<string>();
    const values = new Set<string>();
    list.options.forEach((o: { name?: unknown; value?: unknown }, i: number) => {
      const at = `option ${i + 1}${typeof o.value === 'string' && o.value ? ` ("${o.value}")` : ''}`;
      if (typeof o.name !== 'string' || o.name.trim() === '') {
        problems.push({
          file: rel,
          message: `${at} has no label`,
          fix: `Give it "name": "<the words the customer sees>".`,
        });
        return;
      }
      if (typeof o.value !== 'string' || o.value === '') {
        problems.push({
          file: rel,
          message: `${at} ("${o.name}") has no value`,
          fix: 'Give it "value": "<the code stored>", as a string.',
        });
        return;
      }
      if (names.has(o.name))
        problems.push({
          file: rel,
          message: `option name "${o.name}" appears twice`,
          fix: 'Give each option its own words, or remove the repeated one.',
        });
      if (values.has(o.value))
        problems.push({
          file: rel,
          message: `option value "${o.value}" appears twice`,
          fix: 'Give each option its own code, or remove the repeated one.',
        });
      names.add(o.name);
      values.add(o.value);
    });
  }
  return problems;
}
