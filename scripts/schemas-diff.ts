/**
 * npm run schemas:diff -- <git ref> [--skip-missing-ref]: what changed in the questions between a
 * git ref and the working tree, in words and as Markdown fit for a pull request: questions added,
 * removed, renamed and reworded, messages, conditions and options, with the changes that break
 * stored proposals flagged BREAKING and what to do. npm test runs it against the previous commit;
 * --skip-missing-ref says so and stops quietly when the ref is not there (a one-commit clone).
 */
import { join } from 'node:path';
import { schemasDir } from './schemas-check/check';
import { runSchemasDiff } from './schemas-diff/run';

const { code, out } = runSchemasDiff(process.argv.slice(2), join(import.meta.dirname, '..'), schemasDir);
(code === 2 ? console.error : console.log)(out);
process.exit(code);
