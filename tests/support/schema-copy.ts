import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The project's schemas/ folder. */
export const shippedSchemasDir = join(import.meta.dirname, '..', '..', 'schemas');

/** A copy of the project's schemas/ folder in a new temporary folder, to edit as product staff would. */
export function copyOfSchemas(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'vq-schemas-')), 'schemas');
  cpSync(shippedSchemasDir, dir, { recursive: true });
  return dir;
}

/** Edits a JSON file in place, freely, as a person editing it by hand would. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function editJson(file: string, change: (json: any) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  change(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
}
