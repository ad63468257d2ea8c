import { describe, expect, it } from 'vitest';
import { ADDON_CATALOGUE, checkCatalogue, selectAddons } from '#server/rating/addons.ts';
import { ApiError } from '#server/http/errors.ts';
import { UnknownAddonError } from '#server/rating/errors.ts';
import { rateRisk } from '#server/rating/rate.ts';
import { TODAY, fixedRisk, quote } from './fixture';

describe('addon catalogue (tables/addons.json)', () => {
  it('has the van covers the product sells', () => {
    expect(ADDON_CATALOGUE.map((a) => a.code)).toEqual([
      'breakdown',
      'legal_expenses',
      'replacement_van',
      'tools_in_transit',
      'goods_in_transit',
      'windscreen',
      'key_cover',
      'personal_accident',
    ]);
  });

  it.each(ADDON_CATALOGUE.map((a) => [a.code, a] as const))('%s is complete and consistent', (code, a) => {
    expect(Number.isInteger(a.id)).toBe(true);
    expect(a.addon_name.length).toBeGreaterThan(3);
    expect(a.description.split(/(?<=\.)\s/).length).toBeGreaterThanOrEqual(2);
    expect(Number.isInteger(a.premium_pence) && a.premium_pence > 0).toBe(true);
    expect(a.monthly_premium_pence).toBe(Math.ceil(a.premium_pence / 10));
    const slug = code.replace(/_/g, '-');
    expect(a.documents).toEqual({ ipid: `addon-${slug}-ipid`, policy_wording: `addon-${slug}-wording` });
  });

  it('rejects an edited catalogue whose monthly price is not premium / 10 rounded up', () => {
    const bad = [{ ...ADDON_CATALOGUE[0], monthly_premium_pence: 899 }];
    expect(() => checkCatalogue(bad)).toThrow(/monthly_premium_pence must be 900/);
    expect(() => checkCatalogue([ADDON_CATALOGUE[0], ADDON_CATALOGUE[0]])).toThrow(/duplicate/);
  });
});

describe('selectAddons', () => {
  it('returns the whole catalogue with the chosen codes selected (duplicates once)', () => {
    const addons = selectAddons(['windscreen', 'key_cover', 'windscreen']);
    expect(addons).toHaveLength(ADDON_CATALOGUE.length);
    expect(addons.filter((a) => a.is_selected).map((a) => a.code)).toEqual(['windscreen', 'key_cover']);
  });

  it('nothing selected by default', () => {
    expect(selectAddons().every((a) => !a.is_selected)).toBe(true);
  });

  it('an unknown code throws UnknownAddonError, a 422 naming the codes', () => {
    let error: unknown;
    try {
      selectAddons(['breakdown', 'jetpack', 'moon_cover']);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UnknownAddonError);
    expect(error).toBeInstanceOf(ApiError);
    const e = error as UnknownAddonError;
    expect(e.statusCode).toBe(422);
    expect(e.unknownCodes).toEqual(['jetpack', 'moon_cover']);
    expect(e.toBody().error.fields).toEqual([
      { path: 'addons', message: 'Unknown optional cover: jetpack, moon_cover.' },
    ]);
  });

  it('rateRisk throws it too', () => {
    expect(() => rateRisk(fixedRisk(), { today: TODAY, addonCodes: ['nope'] })).toThrow(UnknownAddonError);
  });
});

describe('addons in the quote', () => {
  it('selected addons add their annual prices to the amount financed, not to the premium', () => {
    const plain = quote(fixedRisk());
    const codes = ['breakdown', 'tools_in_transit', 'goods_in_transit'];
    const withAddons = quote(fixedRisk(), { addonCodes: codes });
    expect(withAddons.premium_pence).toBe(plain.premium_pence);
    expect(withAddons.addons_total_pence).toBe(8995 + 7995 + 9995);
    expect(withAddons.finance.total_pence).toBe(plain.premium_pence + 8995 + 7995 + 9995);
    expect(withAddons.finance.instalment_pence).toBeGreaterThan(plain.finance.instalment_pence);
    expect(withAddons.addons.filter((a) => a.is_selected).map((a) => a.code)).toEqual(codes);
  });

  it('every addon together', () => {
    const all = quote(fixedRisk(), { addonCodes: ADDON_CATALOGUE.map((a) => a.code) });
    expect(all.addons_total_pence).toBe(ADDON_CATALOGUE.reduce((s, a) => s + a.premium_pence, 0));
  });
});
