/**
 * npm run schemas:diff -- <git ref> [--skip-missing-ref]: what changed in the questions between a
 * git ref and the working tree, in words and as Markdown fit for a pull request: questions added,
 * removed, renamed and reworded, messages, conditions and options, with the changes that break
 * stored proposals flagged BREAKING and what to do. npm test runs it against the previous commit;
 * --skip-missing-ref says so and stops quietly when the ref is not there (a one-commit clone).
 */
import { join } from 'node:path';
import { catalogueOf } from './schemas-catalogue/catalogue-of';
import { schemasDir } from './schemas-check/check';
import { compareCatalogues } from './schemas-diff/compare-catalogues';
import { changesMarkdown } from './schemas-diff/markdown';
import { commitOf, schemasAtCommit } from './schemas-diff/schemas-at-ref';

const args = process.argv.slice(2);
const ref = args.find((a) => !a.startsWith('--'));
const repo = join(import.meta.dirname, '..');

if (!ref) {
  console.error('Usage: npm run schemas:diff -- <git ref>   (e.g. main, HEAD~1, a commit)');
  process.exit(2);
}
const commit = commitOf(repo, ref);
if (!commit) {
  console.log(`schemas:diff — there is no commit "${ref}" in this clone: nothing to compare.`);
  process.exit(args.includes('--skip-missing-ref') ? 0 : 2);
}
const before = catalogueOf(schemasAtCommit(repo, commit));
const after = catalogueOf(schemasDir);
console.log(changesMarkdown(compareCatalogues(before, after), `${ref} (${commit.slice(0, 7)})`));
