import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemas, schemasDir } from '../../scripts/schemas-check/check';
import { checkQuoteForm } from '../../scripts/schemas-check/check-quote-form';
import { stepSchemas } from '../../src/domain/schema/quote-form-schemas';

const root = join(schemasDir, '..');
const lists = new Set([
  'claim_type',
  'titles',
  'conviction_code',
  'alcohol_reading_type',
  'medical_condition',
]);
const allLists = new Set(
  Object.values(stepSchemas).flatMap((s) =>
    [...JSON.stringify(s).matchAll(/"in-list":"([a-z_]+)"/g)].map((m) => m[1]),
  ),
);

/** A copy of the project's schemas/ folder to break on purpose. */
function copyOfSchemas(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vq-schemas-'));
  cpSync(schemasDir, join(dir, 'schemas'), { recursive: true });
  cpSync(join(root, 'widgets', 'registry.ts'), join(dir, 'widgets', 'registry.ts'), { recursive: true });
  return dir;
}

describe('npm run schemas:check', () => {
  it('finds no problem in the shipped schemas', () => {
    expect(checkSchemas()).toEqual([]);
  });

  it('reports a list with a repeated value and a wrong name', () => {
    const dir = copyOfSchemas();
    const file = join(dir, 'schemas', 'lists', 'titles.json');
    const list = JSON.parse(readFileSync(file, 'utf8'));
    list.name = 'titles';
    list.options.push({ name: 'Mister', value: 'MR' });
    writeFileSync(file, JSON.stringify(list));
    const messages = checkSchemas(join(dir, 'schemas')).map((p) => p.message);
    expect(messages).toContain('"name" must be "insurer.titles"');
    expect(messages).toContain('option value "MR" appears twice');
  });

  it('reports an unknown list, a rule without its message and a condition on a missing question', () => {
    const broken = structuredClone(stepSchemas) as Record<string, Record<string, unknown>>;
    const vehicle = (broken['1-about-your-van'].properties as Record<string, Record<string, unknown>>)
      .vehicle;
    const props = vehicle.properties as Record<string, Record<string, unknown>>;
    props.body_type['in-list'] = 'van_shapes';
    delete (props.vehicle_registration.errorMessage as Record<string, unknown>).valid_reg;
    (vehicle.allOf as Record<string, unknown>[]).push({
      if: { properties: { has_sunroof: { const: true } } },
      then: {},
    });
    const messages = checkQuoteForm(root, new Set([...allLists, ...lists]), broken).map((p) => p.message);
    expect(messages).toContain('.vehicle.body_type: unknown list "van_shapes"');
    expect(messages).toContain('.vehicle.vehicle_registration: rule "valid_reg" has no message');
    expect(messages).toContain('.vehicle: condition tests "has_sunroof", which this object never asks');
  });

  it('reports UI keys, widgets and effects that name nothing', () => {
    const dir = copyOfSchemas();
    const file = join(dir, 'schemas', 'quote-form', '1-about-your-van.ui.json');
    const ui = JSON.parse(readFileSync(file, 'utf8'));
    ui.vehicle.colour = { 'ui:help': 'What colour is it?' };
    ui.vehicle.weight = { 'ui:widget': 'weighing-scales' };
    ui['ui:effects'].push({ watch: 'vehicle.has_sunroof', when: true, clear: ['vehicle.weight'] });
    writeFileSync(file, JSON.stringify(ui));
    const messages = checkQuoteForm(dir, allLists).map((p) => p.message);
    expect(messages).toContain('vehicle.colour is in the UI schema but no question has that name');
    expect(messages).toContain('vehicle.weight: unknown widget "weighing-scales"');
    expect(messages).toContain('effect names "vehicle.has_sunroof", which no question has');
  });
});
