import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadReferenceLists, optionsByName } from '#server/lists/reference-lists.ts';
import { checkLists } from './check-lists';
import { checkQuestions } from './check-questions';
import { checkQuoteForm } from './check-quote-form';
import { jsonError } from './json-errors';
import { loadBundle } from './load-bundle';

/** One finding: where, what is wrong and, in plain words, how to fix it. */
export interface Problem {
  /** The file, from schemas/. */
  file: string;
  /** Where in the file, for a file that is not valid JSON (from 1). */
  line?: number;
  column?: number;
  message: string;
  fix: string;
}

export const schemasDir = join(import.meta.dirname, '..', '..', 'schemas');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

/** Every check, over every file under schemas/. */
export function checkSchemas(dir = schemasDir): Problem[] {
  const problems: Problem[] = [];
  const parsed = new Map<string, unknown>();
  for (const file of jsonFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    const error = jsonError(text);
    if (error)
      problems.push({
        file: relative(dir, file),
        line: error.line,
        column: error.column,
        message: `is not valid JSON: ${error.message}`,
        fix: error.fix,
      });
    else parsed.set(file, JSON.parse(text));
  }
  problems.push(...checkLists(dir, parsed));
  if (problems.length > 0) return problems;
  const bundle = loadBundle(dir);
  const lists = optionsByName(loadReferenceLists(join(dir, 'lists')));
  return [...checkQuoteForm(bundle, new Set(lists.keys())), ...checkQuestions(bundle, lists)];
}
