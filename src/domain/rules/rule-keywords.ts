/**
 * Registers each rule of rule-functions.ts as an ajv keyword of the same name. The keywords generate
 * code (not closures), so RJSF can precompile the schemas into standalone validators: the browser then
 * needs no 'unsafe-eval' (DESIGN.md 3). In standalone code a rule is loaded with require() from its
 * module under RULES_DIR, a path relative to the folder of the generated files
 * (src/forms/validation/precompiled/), so a step loads only the rule modules its questions use.
 */
import { _, stringify, type Ajv, type KeywordCxt } from 'ajv';
import { ruleFunctions, ruleHome, ruleNames } from './rule-functions';

export const RULES_DIR = '../../../domain/rules';

/** Adds every rule keyword to an ajv instance and returns it (usable as RJSF's extenderFn step). */
export function addRuleKeywords<T extends Ajv>(ajv: T): T {
  for (const name of ruleNames) {
    if (ajv.getKeyword(name)) continue;
    ajv.addKeyword({
      keyword: name,
      error: {
        message: 'is invalid',
        params: ({ params }) => _`{detail: ${params.detail}}`,
      },
      code(cxt: KeywordCxt) {
        const { gen, data, schema, it } = cxt;
        const home = ruleHome(name);
        const rule = gen.scopeValue('func', {
          key: name,
          ref: ruleFunctions[name],
          code: _`require(${`${RULES_DIR}/${home.module}`})[${home.exported}][${name}]`,
        });
        const detail = gen.const('detail', _`${rule}(${data}, ${stringify(schema)}, ${it.parentData})`);
        cxt.setParams({ detail });
        cxt.fail(_`${detail} !== null`);
      },
    });
  }
  return ajv;
}
