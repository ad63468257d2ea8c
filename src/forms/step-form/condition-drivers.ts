/**
 * The answers a schema's conditions read: every property named inside an `if` (at any depth,
 * following $refs) and every `dependencies` key. Only a change to one of them can show or hide
 * questions, so only such a change needs the schema's defaults worked out again.
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

/** Every property name a condition of `root` (a step's assembled schema) reads. */
export function conditionDrivers(root: object): ReadonlySet<string> {
  const drivers = new Set<string>();
  const walked = new Set<unknown>();

  /** Collects every property name below `node` (the inside of an `if`). */
  const namesIn = (node: unknown, seen: Set<unknown>): void => {
    if (Array.isArray(node)) return node.forEach((item) => namesIn(item, seen));
    if (!isNode(node) || seen.has(node)) return;
    seen.add(node);
    if (isNode(node.properties)) for (const name of Object.keys(node.properties)) drivers.add(name);
    if (Array.isArray(node.required)) for (const name of node.required) drivers.add(String(name));
    if (typeof node.$ref === 'string') namesIn(definitionAt(root as Node, node.$ref), seen);
    for (const value of Object.values(node)) namesIn(value, seen);
  };

  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isNode(node) || walked.has(node)) return;
    walked.add(node);
    if ('if' in node) namesIn(node.if, new Set());
    if (isNode(node.dependencies)) for (const name of Object.keys(node.dependencies)) drivers.add(name);
    for (const value of Object.values(node)) walk(value);
  };
  walk(root);
  return drivers;
}
