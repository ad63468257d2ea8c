/**
 * npm run schemas:catalogue [-- <output file>]: writes the question catalogue, every question of the
 * quote form by step with its conditions, messages, list and widget, as one static HTML page
 * (default dist/schemas-catalogue.html). npm test runs it, so a schema it cannot read fails CI.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { schemasDir } from './schemas-check/check';
import { catalogueHtml } from './schemas-catalogue/catalogue-html';
import { catalogueOf } from './schemas-catalogue/catalogue-of';

const root = join(import.meta.dirname, '..');
const out = resolve(process.argv[2] ?? join(root, 'dist', 'schemas-catalogue.html'));
const catalogue = catalogueOf(schemasDir);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, catalogueHtml(catalogue));
const count = catalogue.steps.reduce((n, s) => n + s.entries.length, 0);
console.log(
  `schemas:catalogue — ${count} questions in ${catalogue.steps.length} steps: ${relative(process.cwd(), out)}`,
);
