/**
 * The answers a schema's conditions read: every property named inside an `if` (at any depth,
 * following $refs) and every `dependencies` key. Only a change to one of them can show or hide
 * questions, so only such a change needs the schema's defaults (or its resolved schema) worked out
 * again.
 */
type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);

function definitionAt(root: Node, ref: string): unknown {
  const pointer = ref.slice(ref.indexOf('#') + 1);
  return pointer
    .split('/')
    .filter(Boolean)
    .reduce<unknown>(
      (node, key) => (isNode(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
      root,
    );
}

/** Collects into `names` every property name below `node` (the inside of an `if`). */
function namesIn(root: Node, node: unknown, names: Set<string>, seen: Set<unknown>): void {
  if (Array.isArray(node)) return node.forEach((item) => namesIn(root, item, names, seen));
  if (!isNode(node) || seen.has(node)) return;
  seen.add(node);
  if (isNode(node.properties)) for (const name of Object.keys(node.properties)) names.add(name);
  if (Array.isArray(node.required)) for (const name of node.required) names.add(String(name));
  if (typeof node.$ref === 'string') namesIn(root, definitionAt(root, node.$ref), names, seen);
  for (const value of Object.values(node)) namesIn(root, value, names, seen);
}

/** Every property name a condition of `root` (a step's assembled schema) reads. */
export function conditionDrivers(root: object): ReadonlySet<string> {
  const drivers = new Set<string>();
  const walked = new Set<unknown>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isNode(node) || walked.has(node)) return;
    walked.add(node);
    if ('if' in node) namesIn(root as Node, node.if, drivers, new Set());
    if (isNode(node.dependencies)) for (const name of Object.keys(node.dependencies)) drivers.add(name);
    for (const value of Object.values(node)) walk(value);
  };
  walk(root);
  return drivers;
}

/**
 * Keywords a condition may use at the level of the answers it tests and still read only the
 * answers it names (in `properties` and `required`). Any other (`const`, `type`, `minProperties`,
 * `additionalProperties`...) reads the answers as a whole.
 */
const BY_NAME = new Set([
  'properties',
  'required',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  '$ref',
  '$comment',
  'title',
  'description',
]);

/** Keywords with which a schema's own resolution reads an object's answers as a whole. */
const readsWholeObject = (node: Node): boolean =>
  'patternProperties' in node ||
  (node.additionalProperties !== undefined && node.additionalProperties !== false);

/**
 * The answers (names of `schema`'s own properties) that resolving `schema` for a value reads, as
 * RJSF's `retrieveSchema` resolves it: the names its conditions (`if`, `oneOf`, `anyOf`,
 * `dependencies`) use, on the schema itself and on what it takes in at its own level (`$ref`,
 * `allOf`, `then`, `else`, a dependency's schema). Nested properties' conditions are theirs,
 * resolved with their own answers. `'all'` when it reads the value as a whole (a condition on the
 * value itself, additional or pattern properties, a reference it cannot follow). An empty set: the
 * resolved schema is the same whatever the value.
 */
export function answersReadByResolution(schema: object, root: object): ReadonlySet<string> | 'all' {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  /** Adds the names a condition reads; false when it reads the value as a whole. */
  const condition = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.every(condition);
    if (typeof node === 'boolean') return true;
    if (!isNode(node) || Object.keys(node).some((keyword) => !BY_NAME.has(keyword))) return false;
    if (typeof node.$ref === 'string' && !condition(definitionAt(root as Node, node.$ref))) return false;
    if (isNode(node.properties)) for (const name of Object.keys(node.properties)) names.add(name);
    if (Array.isArray(node.required)) for (const name of node.required) names.add(String(name));
    return [node.allOf, node.anyOf, node.oneOf, node.not].every(
      (part) => part === undefined || condition(part),
    );
  };
  const visit = (node: unknown): boolean => {
    if (!isNode(node) || seen.has(node)) return true;
    seen.add(node);
    if (readsWholeObject(node)) return false;
    if (typeof node.$ref === 'string') {
      const target = definitionAt(root as Node, node.$ref);
      if (!isNode(target) || !visit(target)) return false;
    }
    if ('if' in node && !condition(node.if)) return false;
    for (const options of [node.oneOf, node.anyOf])
      if (options !== undefined && !condition(options)) return false;
    const dependencies = isNode(node.dependencies) ? Object.entries(node.dependencies) : [];
    for (const [name, dependent] of dependencies) {
      names.add(name);
      if (isNode(dependent) && !visit(dependent)) return false;
    }
    const parts = [node.then, node.else, ...(Array.isArray(node.allOf) ? node.allOf : [])];
    return parts.every(visit);
  };
  return visit(schema) ? names : 'all';
}
