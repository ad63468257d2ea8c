/**
 * npm run schemas:check — tells a product person what is wrong in schemas/ (DESIGN.md 2):
 * files that do not parse, malformed lists, UI keys with no schema property, unknown lists,
 * widgets or formats, questions without a message, and example answers the schema judges wrongly.
 */
import { checkSchemas } from './schemas-check/check';

const problems = checkSchemas();
if (problems.length === 0) {
  console.log('schemas:check — no problems found');
} else {
  for (const p of problems) console.error(`✗ ${p.file}: ${p.message}`);
  console.error(`schemas:check — ${problems.length} problem(s)`);
  process.exit(1);
}
