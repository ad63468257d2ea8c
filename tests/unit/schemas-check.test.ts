import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { quoteFormBundle } from '#domain/schema/quote-form.ts';
import { copyOfSchemas, editJson } from '#tests/support/schema-copy.ts';
import { checkSchemas, schemasDir } from '../../scripts/schemas-check/check';
import { checkQuoteForm } from '../../scripts/schemas-check/check-quote-form';
import { loadBundle } from '../../scripts/schemas-check/load-bundle';

const allLists = new Set(
  [...JSON.stringify(quoteFormBundle).matchAll(/"in-list":"([a-z_]+)"/g)].map((m) => m[1]),
);

describe('npm run schemas:check', () => {
  it('finds no problem in the shipped schemas', () => {
    expect(checkSchemas()).toEqual([]);
  });

  it('reads the same files from disk as the app bundles', () => {
    expect(loadBundle(schemasDir)).toEqual(quoteFormBundle);
  });

  it('reports a list with a repeated value and a wrong name', () => {
    const dir = copyOfSchemas();
    editJson(join(dir, 'lists', 'titles.json'), (list) => {
      list.name = 'titles';
      list.options.push({ name: 'Mister', value: 'MR' });
    });
    const messages = checkSchemas(dir).map((p) => p.message);
    expect(messages).toContain('"name" must be "insurer.titles"');
    expect(messages).toContain('option value "MR" appears twice');
  });

  it('reports an unknown list, a rule without its message and a condition on a missing question', () => {
    const dir = copyOfSchemas();
    editJson(join(dir, 'quote-form', '1-about-your-van.schema.json'), (step) => {
      const vehicle = step.properties.vehicle;
      vehicle.properties.body_type['in-list'] = 'van_shapes';
      delete vehicle.properties.vehicle_registration.errorMessage.valid_reg;
      vehicle.allOf.push({ if: { properties: { has_sunroof: { const: true } } }, then: {} });
    });
    const messages = checkQuoteForm(loadBundle(dir), allLists).map((p) => p.message);
    expect(messages).toContain('.vehicle.body_type: unknown list "van_shapes"');
    expect(messages).toContain('.vehicle.vehicle_registration: rule "valid_reg" has no message');
    expect(messages).toContain('.vehicle: condition tests "has_sunroof", which this object never asks');
  });

  it('reports UI keys, widgets and effects that name nothing', () => {
    const dir = copyOfSchemas();
    editJson(join(dir, 'quote-form', '1-about-your-van.ui.json'), (ui) => {
      ui.vehicle.colour = { 'ui:help': 'What colour is it?' };
      ui.vehicle.weight = { 'ui:widget': 'weighing-scales' };
      ui['ui:effects'].push({ watch: 'vehicle.has_sunroof', when: true, clear: ['vehicle.weight'] });
      ui.vehicle.date_purchased['ui:disabledWhen'].watch = 'vehicle.not_bought';
    });
    const messages = checkQuoteForm(loadBundle(dir), allLists).map((p) => p.message);
    expect(messages).toContain('vehicle.colour is in the UI schema but no question has that name');
    expect(messages).toContain('vehicle.weight: unknown widget "weighing-scales"');
    expect(messages).toContain('effect names "vehicle.has_sunroof", which no question has');
    expect(messages).toContain(
      'vehicle.date_purchased: "ui:disabledWhen" watches "vehicle.not_bought", which no question outside a repeater has',
    );
  });

  it('reports a summary review box naming no question', () => {
    const dir = copyOfSchemas();
    editJson(join(dir, 'summary', 'summary.ui.json'), (ui) => {
      ui['ui:review'][0].order.push('vehicle.colour');
    });
    const messages = checkQuoteForm(loadBundle(dir), allLists).map((p) => p.message);
    expect(messages).toContain('review box "Vehicle" names "vehicle.colour", which no question has');
  });
});
