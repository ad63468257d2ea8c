import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../config';

export interface ListOption {
  name: string;
  value: string;
}

/** One reference list (SPEC.md 3): a dotted name such as "insurer.titles" and its options. */
export interface ReferenceList {
  name: string;
  label: string;
  options: ListOption[];
}

export const LISTS_DIR = join(projectRoot, 'schemas', 'lists');

/** Lists too long for the initial bundle; the form loads them by name when a field needs them. */
const LOADED_ON_DEMAND = new Set(['occupation', 'employer_business', 'insurers']);

/** Reads every schemas/lists/*.json file once; the key is the file name (the name's second segment). */
export function loadReferenceLists(dir = LISTS_DIR): Map<string, ReferenceList> {
  const lists = new Map<string, ReferenceList>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const list = JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReferenceList;
    lists.set(file.replace(/\.json$/, ''), list);
  }
  return lists;
}

/** The lists the quote form needs at once, keyed by their short name. */
export function initialLists(lists: Map<string, ReferenceList>): Record<string, ListOption[]> {
  const out: Record<string, ListOption[]> = {};
  for (const [key, list] of lists) if (!LOADED_ON_DEMAND.has(key)) out[key] = list.options;
  return out;
}
