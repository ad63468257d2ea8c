/**
 * npm run schemas:check — tells a product person what is wrong in schemas/ (DESIGN.md 2): files
 * that do not parse, malformed lists, unknown lists, rules without their message, conditions on
 * questions an object never asks, UI keys and effects that name no question, unknown widgets, and
 * summary review boxes that name no question. (The example answers are checked by npm test.)
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
