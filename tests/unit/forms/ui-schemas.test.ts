import { describe, expect, it } from 'vitest';
import { quoteSteps } from '#forms/quote-steps.ts';
import { deriveUiSchema } from '#forms/ui-schema/derive-ui-schema.ts';
import { uiForAnswers } from '#forms/ui-schema/disabled-when.ts';
import { namesUsed } from '#forms/ui-schema/ui-names.ts';
import { BUILT_IN_WIDGETS, fields, widgets } from '#widgets/registry.ts';

describe('UI schemas', () => {
  it.each(quoteSteps.map((s) => [s.title, s] as const))(
    '%s: every ui:widget and ui:field resolves',
    (_title, step) => {
      for (const use of namesUsed(step.uiSchema)) {
        const known =
          use.kind === 'field' ? use.name in fields : use.name in widgets || BUILT_IN_WIDGETS.has(use.name);
        expect(known, `${use.kind} "${use.name}" at ${use.at}`).toBe(true);
      }
    },
  );

  it('finds an unknown widget name', () => {
    const uses = namesUsed({ a: { 'ui:widget': 'no-such-widget' } });
    expect(uses).toEqual([{ kind: 'widget', name: 'no-such-widget', at: 'a' }]);
    expect('no-such-widget' in widgets).toBe(false);
  });

  it('derives widgets from the schema, and the .ui.json file wins', () => {
    const schema = {
      type: 'object',
      properties: {
        agreed: { type: 'boolean' },
        title: { type: 'string', 'in-list': 'titles' },
        born: { type: 'string', date: true },
        weight: { type: 'integer', maximum: 999999 },
        seats: { type: 'integer', enum: [2, 3] },
        claims: { type: 'array', items: { $ref: '#/definitions/claim' } },
      },
      allOf: [{ if: {}, then: { properties: { pending: { type: 'boolean' } } } }],
      definitions: {
        claim: { type: 'object', properties: { kind: { type: 'string', 'in-list': 'claim_type' } } },
      },
    };
    const ui = deriveUiSchema(schema, { title: { 'ui:widget': 'list-autocomplete' } });
    expect(ui).toEqual({
      agreed: { 'ui:widget': 'yes-no' },
      title: { 'ui:widget': 'list-autocomplete', 'ui:options': { list: 'titles' } },
      born: { 'ui:widget': 'masked-date' },
      weight: { 'ui:widget': 'number-input', 'ui:options': { maxDigits: 6 } },
      seats: { 'ui:widget': 'list-select', 'ui:options': {} },
      claims: { items: { kind: { 'ui:widget': 'list-select', 'ui:options': { list: 'claim_type' } } } },
      pending: { 'ui:widget': 'yes-no' },
    });
  });

  it('gives the occupation question the autocomplete that must pick from the list', () => {
    const step3 = quoteSteps[2].uiSchema as { drivers: { proposer: { occupation: unknown } } };
    expect(step3.drivers.proposer.occupation).toEqual({
      'ui:widget': 'list-autocomplete',
      'ui:options': { list: 'occupation' },
    });
  });

  it('disables a question while its ui:disabledWhen holds, keeping one object per state', () => {
    const ui = {
      vehicle: { date_purchased: { 'ui:disabledWhen': { watch: 'vehicle.not_purchased', when: true } } },
    };
    const ticked = uiForAnswers(ui, { vehicle: { not_purchased: true } });
    expect(ticked).toMatchObject({ vehicle: { date_purchased: { 'ui:disabled': true } } });
    expect(uiForAnswers(ui, { vehicle: { not_purchased: true, weight: 3000 } })).toBe(ticked);
    expect(uiForAnswers(ui, { vehicle: { not_purchased: false } })).toBe(ui);
  });
});
