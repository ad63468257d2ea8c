import { describe, expect, it } from 'vitest';
import { quoteForm } from '#domain/schema/quote-form.ts';
import { formSchema } from '#forms/validation/form-ids.ts';
import { loadReferenceLists } from '#server/lists/reference-lists.ts';
import { stockListedSchema } from '../../../scripts/bench/bench-pages';

/*
 * The bench's stock side renders the largest step as the customer sees it (decision 054): a list
 * question our form shows as a select carries the list's options, so stock RJSF shows a select with
 * the same choices; one our form types into stays a text box.
 */

type Node = Record<string, unknown>;

/** Every question of a schema under a property of this name (not a condition's test of it). */
function propertiesNamed(schema: unknown, name: string, out: Node[] = []): Node[] {
  if (Array.isArray(schema)) for (const item of schema) propertiesNamed(item, name, out);
  else if (schema && typeof schema === 'object')
    for (const [key, value] of Object.entries(schema as Node)) {
      const property = key === 'properties' ? (value as Record<string, Node>)[name] : undefined;
      if (property && ('in-list' in property || 'title' in property)) out.push(property);
      propertiesNamed(value, name, out);
    }
  return out;
}

describe("the bench's stock schema", () => {
  const step = '4-additional-drivers';
  const listed = stockListedSchema(formSchema(step), quoteForm.step(step).ui);
  const lists = loadReferenceLists();

  it('gives a select question its list as oneOf constants with their names', () => {
    const claimTypes = propertiesNamed(listed, 'type_of_claim');
    expect(claimTypes.length).toBeGreaterThan(0);
    for (const node of claimTypes)
      expect(node.oneOf).toEqual(
        lists.get('claim_type')?.options.map((o) => ({ const: o.value, title: o.name })),
      );
    const codes = propertiesNamed(listed, 'offence_code')[0].oneOf as unknown[];
    expect(codes).toHaveLength(lists.get('conviction_code')?.options.length ?? -1);
  });

  it('leaves out the options our UI schema excludes, and keeps typed questions as text', () => {
    const relationship = propertiesNamed(listed, 'relationship_to_proposer')[0].oneOf as { const: string }[];
    expect(relationship.map((o) => o.const)).not.toContain('P');
    expect(relationship.length).toBe((lists.get('relationship_to_proposer')?.options.length ?? 0) - 1);
    for (const typed of ['occupation', 'employers_business'])
      for (const node of propertiesNamed(listed, typed)) expect(node.oneOf).toBeUndefined();
  });

  it('changes nothing else', () => {
    const strip = (node: unknown): unknown =>
      Array.isArray(node)
        ? node.map(strip)
        : node && typeof node === 'object'
          ? Object.fromEntries(
              Object.entries(node as Node)
                .filter(
                  ([key, value]) => !(key === 'oneOf' && Array.isArray(value) && 'const' in (value[0] ?? {})),
                )
                .map(([key, value]) => [key, strip(value)]),
            )
          : node;
    expect(strip(listed)).toEqual(strip(formSchema(step)));
  });
});
