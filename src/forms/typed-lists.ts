/**
 * The named reference lists a form's type-ahead questions (`list-autocomplete`) read to show their
 * answers by name: the long lists the server does not send with the initial ones (occupation, an
 * employer's business). A form waits for them with its other parts, so a saved answer shows its name
 * when the form shows (decision 057). Found by property name: each question the UI schema shows as a
 * type-ahead, and the `in-list` of the schema's properties (and definitions) by that name.
 */
const byForm = new WeakMap<object, string[]>();

export function typedLists(schema: object, uiSchema: unknown): string[] {
  let found = byForm.get(schema);
  if (!found) {
    const typed = new Set<string>();
    collectTyped(uiSchema, typed);
    const lists = new Set<string>();
    collectLists(schema, undefined, typed, lists);
    found = [...lists].sort();
    byForm.set(schema, found);
  }
  return found;
}

function collectTyped(ui: unknown, typed: Set<string>): void {
  if (ui === null || typeof ui !== 'object') return;
  for (const [key, value] of Object.entries(ui)) {
    if (
      value !== null &&
      typeof value === 'object' &&
      (value as Record<string, unknown>)['ui:widget'] === 'list-autocomplete'
    )
      typed.add(key);
    collectTyped(value, typed);
  }
}

function collectLists(node: unknown, key: string | undefined, typed: Set<string>, lists: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectLists(item, undefined, typed, lists);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const list = (node as Record<string, unknown>)['in-list'];
  if (key !== undefined && typed.has(key) && typeof list === 'string') lists.add(list);
  for (const [k, value] of Object.entries(node)) collectLists(value, k, typed, lists);
}
