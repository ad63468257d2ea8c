import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemasDir } from '../../scripts/schemas-check/check';

/*
 * A "description" is shown to customers (schemas/README.md); notes for colleagues go in "$comment".
 * Every description under schemas/ must read as customer text: no file names, no field names.
 */

const MAINTAINER_WORDING = /SPEC\.md|DESIGN\.md|schemas\/|\.json|\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b|\$[a-z]/;

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? entry.name === 'examples'
        ? []
        : jsonFiles(join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [join(dir, entry.name)]
        : [],
  );
}

function descriptions(node: unknown, at: string, out: Array<{ at: string; text: string }>) {
  if (Array.isArray(node)) node.forEach((child, i) => descriptions(child, `${at}[${i}]`, out));
  else if (node && typeof node === 'object')
    for (const [key, child] of Object.entries(node)) {
      if (key === 'description' && typeof child === 'string') out.push({ at, text: child });
      else if (key !== '$comment') descriptions(child, `${at}.${key}`, out);
    }
  return out;
}

describe('descriptions under schemas/', () => {
  const found = jsonFiles(schemasDir).flatMap((file) =>
    descriptions(JSON.parse(readFileSync(file, 'utf8')), relative(schemasDir, file), []),
  );

  it('are found (the walk reads the files)', () => {
    expect(found.length).toBeGreaterThan(0);
  });

  it.each(found)('$at reads as customer text', ({ text }) => {
    expect(text).not.toMatch(MAINTAINER_WORDING);
  });
});
