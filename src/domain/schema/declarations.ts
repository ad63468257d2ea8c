/**
 * Every place an assembled step schema declares a question or makes one required, with the
 * conditions ("if" tests) under which it does, at the question's own level. The question catalogue,
 * the schema diff and schemas:check read the schemas through this walk; the form and the server read
 * them through schema-walk's value-driven walk.
 */
import { isObject, resolve, type Schema } from './schema-walk';

/** One "if" test an object's part depends on: the test holds (then) or fails (else). */
export interface ConditionTest {
  /** The "if" schema as written: properties tested and required names. */
  test: Schema;
  /** True in an "else" branch. */
  negated: boolean;
}

/** A question declared in one part of an object, with the tests that part is under. */
export interface Declaration {
  /** Answer path with "[*]" for each item of a list: "drivers.proposer.claims[*].claim_date". */
  path: string;
  /** The path of the object holding it ("" at the top). */
  parent: string;
  name: string;
  /** The property schema as declared there ($ref followed, its own keywords on top). */
  schema: Schema;
  conditions: ConditionTest[];
  /** The shared definition it is written in ("claim", "claim--their"), if any. */
  source?: string;
}

/** A name listed in a part's "required", with that part's message and tests. */
export interface Requirement {
  path: string;
  parent: string;
  name: string;
  conditions: ConditionTest[];
  /** errorMessage.required[name] of the same part, when it has one. */
  message?: string;
  source?: string;
}

/** An "if" of an object, where it stands (for checks that read the tested questions). */
export interface ConditionSite {
  parent: string;
  test: Schema;
  /** The tests of the part the "if" is in. */
  conditions: ConditionTest[];
  source?: string;
}

export interface StepDeclarations {
  declarations: Declaration[];
  requirements: Requirement[];
  conditions: ConditionSite[];
}

const childPath = (parent: string, name: string) => (parent ? `${parent}.${name}` : name);

/** The definition a schema refers to, or the one it is already in. */
function sourceOf(schema: Schema, current: string | undefined): string | undefined {
  const ref = schema.$ref;
  return typeof ref === 'string' && ref.startsWith('#/definitions/')
    ? ref.slice('#/definitions/'.length)
    : current;
}

/** Walks the parts of one object schema (allOf, then, else) and the questions under them. */
function walkObject(
  schema: Schema,
  parent: string,
  conditions: ConditionTest[],
  root: Schema,
  out: StepDeclarations,
  inDefinition?: string,
): void {
  const source = sourceOf(schema, inDefinition);
  const from = source ? { source } : {};
  const part = resolve(schema, root);
  const required = Array.isArray(part.required) ? (part.required as string[]) : [];
  const messages =
    isObject(part.errorMessage) && isObject(part.errorMessage.required) ? part.errorMessage.required : {};
  for (const name of required) {
    const message = messages[name];
    out.requirements.push({
      path: childPath(parent, name),
      parent,
      name,
      conditions,
      ...(typeof message === 'string' ? { message } : {}),
      ...from,
    });
  }
  for (const [name, raw] of Object.entries(isObject(part.properties) ? part.properties : {})) {
    if (!isObject(raw)) continue;
    const property = resolve(raw, root);
    const path = childPath(parent, name);
    out.declarations.push({ path, parent, name, schema: property, conditions, ...from });
    walkValue(property, path, root, out, sourceOf(raw, source));
  }
  for (const sub of Array.isArray(part.allOf) ? part.allOf : [])
    if (isObject(sub)) walkObject(sub, parent, conditions, root, out, source);
  if (isObject(part.if)) {
    out.conditions.push({ parent, test: part.if, conditions, ...from });
    for (const [key, negated] of [
      ['then', false],
      ['else', true],
    ] as const)
      if (isObject(part[key]))
        walkObject(part[key], parent, [...conditions, { test: part.if, negated }], root, out, source);
  }
}

/** Descends into a property's own questions: an object's properties, a list's items. */
function walkValue(
  property: Schema,
  path: string,
  root: Schema,
  out: StepDeclarations,
  source: string | undefined,
) {
  if (isObject(property.items)) walkObject(property.items, `${path}[*]`, [], root, out, source);
  else if (property.type === 'object' || isObject(property.properties) || Array.isArray(property.allOf))
    walkObject(property, path, [], root, out, source);
}

/** Every declaration, requirement and condition of an assembled step schema. */
export function declarationsOf(root: Schema): StepDeclarations {
  const out: StepDeclarations = { declarations: [], requirements: [], conditions: [] };
  walkObject(root, '', [], root, out);
  return out;
}
