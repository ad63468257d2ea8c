import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FallbackMessages } from '#domain/schema/error-paths.ts';
import { createSchemaReader } from '#domain/schema/reader.ts';
import { buildCatalogue, type Catalogue } from '#forms/catalogue/catalogue-model.ts';
import { loadReferenceLists, optionsByName } from '#server/lists/reference-lists.ts';
import { loadBundle } from '../schemas-check/load-bundle';

/** The question catalogue of a schemas/ folder (the working tree's, a fixture's, or a git ref's). */
export function catalogueOf(schemasDir: string): Catalogue {
  const messages = JSON.parse(readFileSync(join(schemasDir, 'messages.json'), 'utf8')) as FallbackMessages;
  return buildCatalogue({
    reader: createSchemaReader(loadBundle(schemasDir)),
    lists: optionsByName(loadReferenceLists(join(schemasDir, 'lists'))),
    fallbackMessages: messages,
  });
}
