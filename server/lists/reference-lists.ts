import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InitialListsResponse, ListOption, ReferenceList } from '#domain/contract/lookups.ts';
import { LISTS_LOADED_ON_DEMAND } from '#domain/lists.ts';
import { projectPath } from '#server/project-files.ts';

/** A list file under schemas/lists/: the wire's list plus the label product staff give it. */
export interface ListFile extends ReferenceList {
  label: string;
}

/** Every reference list by key: the file name, which is the dotted name's second segment. */
export type ReferenceLists = ReadonlyMap<string, ListFile>;

export const LISTS_DIR = projectPath('schemas', 'lists');

const LOADED_ON_DEMAND = new Set(LISTS_LOADED_ON_DEMAND);

/** Reads every schemas/lists/*.json file once. */
export function loadReferenceLists(dir = LISTS_DIR): ReferenceLists {
  const lists = new Map<string, ListFile>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const list = JSON.parse(readFileSync(join(dir, file), 'utf8')) as ListFile;
    lists.set(file.replace(/\.json$/, ''), list);
  }
  return lists;
}

/** Options by key, as the schema reader and the documents read them. */
export function optionsByName(lists: ReferenceLists): ReadonlyMap<string, readonly ListOption[]> {
  return new Map([...lists].map(([key, list]) => [key, list.options]));
}

/** The lists the quote form needs at once, keyed by their short name. */
export function initialLists(lists: ReferenceLists): InitialListsResponse {
  const out: InitialListsResponse = {};
  for (const [key, list] of lists) if (!LOADED_ON_DEMAND.has(key)) out[key] = list.options;
  return out;
}
