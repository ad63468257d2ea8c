import { describe, expect, it } from 'vitest';
import { directDebitSchema, screenFormIds, screenForms } from '#domain/schema/screen-forms.ts';

/** Every "#/definitions/…" a schema refers to. */
function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, found));
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string' && v.startsWith('#/definitions/'))
        found.add(v.slice('#/definitions/'.length));
      else refsIn(v, found);
    }
  return found;
}

describe("the buying screens' forms", () => {
  const forms = [
    ...screenFormIds.map((id) => [id, screenForms[id].schema] as const),
    ['direct debit', directDebitSchema] as const,
  ];

  it.each(forms)('%s has every definition it refers to (buying-definitions.ts lists them)', (_id, schema) => {
    const definitions = (schema.definitions ?? {}) as Record<string, unknown>;
    for (const name of refsIn(schema)) expect(Object.keys(definitions), name).toContain(name);
  });

  it('have their definitions', () => {
    expect(Object.keys(screenForms.instalments.schema.definitions ?? {})).toContain('direct-debit');
    expect(Object.keys(screenForms.recall.schema.definitions ?? {})).toContain('date-of-birth');
  });
});
