import { describe, expect, it } from 'vitest';
import { formIds } from '#forms/validation/form-ids.ts';
import { formNeeds } from '#forms/validation/runtime-validators.ts';
import { needsCode } from '../../../scripts/precompiled-code';

/*
 * What a form fetches before it shows (src/forms/form-needs.ts, decision 074): worked out from its
 * schemas in the dev server and tests, and by the build for the page, which then starts the fetches
 * without assembling the form's schema.
 */

describe('what a form fetches before it shows', () => {
  it.each([
    ['1-about-your-van', ['vehicle-lookup'], []],
    ['2-your-driving-history', [], []],
    [
      '3-policy-holder-details',
      ['list-autocomplete', 'phone-input', 'address-lookup'],
      ['employer_business', 'occupation'],
    ],
    ['4-additional-drivers', ['list-autocomplete'], ['employer_business', 'occupation']],
    ['5-cover-requirements', ['list-autocomplete'], ['insurers']],
    ['payment-option', [], []],
  ] as const)('%s: its lazy widgets and type-ahead lists', (id, widgets, lists) => {
    expect(formNeeds(id)).toEqual({ widgets, lists });
  });

  it("the build's module gives the page every form's, as the dev server works them out", () => {
    const needs = Object.fromEntries(formIds.map((id) => [id, formNeeds(id)]));
    const module = { exports: {} as unknown };
    new Function('module', needsCode(needs))(module);
    expect(module.exports).toEqual(needs);
    expect(Object.keys(module.exports as object)).toEqual([...formIds]);
  });
});
