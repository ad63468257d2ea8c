/**
 * Registers each rule of rule-functions.ts as an ajv keyword of the same name. The keywords generate
 * code (not closures), so RJSF can precompile the schemas into standalone validators: the browser then
 * needs no 'unsafe-eval' (DESIGN.md 3). In standalone code a rule is loaded with require() from
 * RULES_MODULE, a path relative to the folder of the generated files (src/forms/validation/precompiled/).
 */
import { _, stringify, type Ajv, type KeywordCxt } from 'ajv';
import { ruleFunctions, ruleNames } from './rule-functions';

export const RULES_MODULE = '../../../domain/rules/rule-functions';

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
        const rule = gen.scopeValue('func', {
          key: name,
          ref: ruleFunctions[name],
          code: _`require(${RULES_MODULE}).ruleFunctions[${name}]`,
        });
        const detail = gen.const('detail', _`${rule}(${data}, ${stringify(schema)}, ${it.parentData})`);
        cxt.setParams({ detail });
        cxt.fail(_`${detail} !== null`);
      },
    });
  }
  return ajv;
}
