/**
 * npm run schemas:check — tells a product person what is wrong in schemas/ (DESIGN.md 2) and how to
 * fix it: files that do not parse (with line and column), malformed lists and options without a
 * label, unknown lists, rules and required questions without their message, conditions on questions
 * an object never asks or that can never be true, a question asked in two steps, UI keys and effects
 * that name no question, unknown widgets, and summary review boxes that name no question. (The
 * example answers are checked by npm test.)
 */
import { checkSchemas } from './schemas-check/check';

const problems = checkSchemas();
if (problems.length === 0) {
  console.log('schemas:check — no problems found');
} else {
  for (const p of problems) {
    const where = p.line ? `${p.file}:${p.line}:${p.column}` : p.file;
    console.error(`✗ schemas/${where}: ${p.message}\n  How to fix: ${p.fix}`);
  }
  console.error(`schemas:check — ${problems.length} problem(s)`);
  process.exit(1);
}
