import { catalogueOf } from '../schemas-catalogue/catalogue-of';
import { compareCatalogues } from './compare-catalogues';
import { changesMarkdown } from './markdown';
import { commitOf, schemasAtCommit } from './schemas-at-ref';

/** What `npm run schemas:diff` prints and its exit code. */
export interface DiffRun {
  code: number;
  out: string;
}

/**
 * `npm run schemas:diff -- <git ref> [--skip-missing-ref]` in a repository: the Markdown report of
 * the question changes between the ref and the working tree's `schemasDir`. A ref the clone does not
 * have (a one-commit clone has no HEAD~1), or one with no schemas/ folder, is said in words: exit 2,
 * or 0 with --skip-missing-ref (as npm test runs it).
 */
export function runSchemasDiff(args: readonly string[], repoDir: string, schemasDir: string): DiffRun {
  const ref = args.find((a) => !a.startsWith('--'));
  if (!ref)
    return { code: 2, out: 'Usage: npm run schemas:diff -- <git ref>   (e.g. main, HEAD~1, a commit)' };
  const missing = (why: string): DiffRun => ({
    code: args.includes('--skip-missing-ref') ? 0 : 2,
    out: `schemas:diff — ${why}: nothing to compare.`,
  });
  const commit = commitOf(repoDir, ref);
  if (!commit)
    return missing(
      `there is no commit "${ref}" in this clone (a shallow clone holds only its latest commits)`,
    );
  let before: string;
  try {
    before = schemasAtCommit(repoDir, commit);
  } catch {
    return missing(`commit "${ref}" has no schemas/ folder`);
  }
  const changes = compareCatalogues(catalogueOf(before), catalogueOf(schemasDir));
  return { code: 0, out: changesMarkdown(changes, `${ref} (${commit.slice(0, 7)})`) };
}
