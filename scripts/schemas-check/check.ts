import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkLists } from './check-lists';
import { checkQuoteForm } from './check-quote-form';
import { loadBundle } from './load-bundle';

export interface Problem {
  file: string;
  message: string;
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
    try {
      parsed.set(file, JSON.parse(readFileSync(file, 'utf8')));
    } catch (e) {
      problems.push({ file: relative(dir, file), message: `is not valid JSON (${(e as Error).message})` });
    }
  }
  problems.push(...checkLists(dir, parsed));
  const listNames = new Set(readdirSync(join(dir, 'lists')).map((f) => f.replace(/\.json$/, '')));
  if (problems.length === 0) problems.push(...checkQuoteForm(loadBundle(dir), listNames));
  return problems;
}
