import { describe, expect, it } from 'vitest';
import { TODAY, fixedRisk, quote } from './fixture';

/** The worked example of docs/rating.md: every figure there is asserted here. */
describe('worked example (docs/rating.md), quote date 2025-06-01', () => {
  const result = quote(fixedRisk());

  it('starts from the COMP base premium for a £18,500 van', () => {
    expect(result.cover_type).toBe('COMP');
    expect(result.base_premium_pence).toBe(82000);
    expect(result.base_premium_detail).toBe('COMP, value £10,001 to £20,000');
  });

  it('applies these factors, in this order', () => {
    expect(result.factors.map((f) => [f.code, f.value, f.detail])).toEqual([
      ['vehicle_weight', 1.1, '3,000 kg: band 2,601 to 3,500 kg'],
      ['proposer_age', 1, 'aged 40: band 40-59'],
      [
        'additional_drivers',
        1.08,
        '1 driver, youngest aged 36 (band 30-39, factor 1.1): 1 + 0.5 x 0.1 + 0.03 x 1',
      ],
      ['licence_years', 1, '22 years: band 5+ years'],
      ['ncd', 0.6, '5 years'],
      ['ncd_protection', 1.08, 'protected'],
      ['claims', 1.05, '1 claim in 5 years: 1 + 0.05 (A)'],
      ['conviction_points', 1.1, '3 points: band 1-3 points'],
      ['postcode_area', 1.15, 'LS'],
      ['class_of_use', 1.05, '03 Carriage of own goods (business use)'],
      ['annual_mileage', 1, '12,000 miles: band 10,001 to 15,000 miles'],
      ['voluntary_excess', 0.93, '£250'],
      ['overnight_location', 0.97, 'D'],
      ['alarm', 0.97, 'T1'],
      ['tracker', 1, 'none (default)'],
    ]);
  });

  it('rounds once: 82000 x factors = 77037.262... -> net £770.37, IPT £92.44, premium £862.81', () => {
    expect(result.minimum_premium_applied).toBe(false);
    expect(result.net_premium_pence).toBe(77037);
    expect(result.ipt_pence).toBe(9244);
    expect(result.premium_pence).toBe(86281);
  });

  it('names the insurer and lists the excesses in whole pounds', () => {
    expect(result.insurer_name).toBe('Highway Commercial Underwriting');
    expect(result.excesses.map((e) => [e.category, e.amount_gbp])).toEqual([
      ['Accidental Damage', 550],
      ['Malicious Damage', 550],
      ['Windscreen Replacement', 100],
      ['Windscreen/Glass Repair Excess', 25],
    ]);
    expect(result.excesses[0].description).toBe(
      'Compulsory £300 plus voluntary £250, paid towards each claim for accidental damage to your van.',
    );
  });

  it('finances £862.81: deposit £129.48, 10 x £82.50, interest £91.67, total £954.48, APR 29.9%', () => {
    expect(result.addons_total_pence).toBe(0);
    expect(result.finance).toEqual({
      total_pence: 86281,
      deposit_percent: 15,
      deposit_pence: 12948,
      amount_of_credit_pence: 73333,
      instalments: 10,
      instalment_pence: 8250,
      interest_rate_percent: 12.5,
      interest_pence: 9167,
      total_payable_pence: 95448,
      apr_percent: 29.9,
    });
  });

  it('with breakdown and legal expenses: £982.71 financed as £147.42 + 10 x £93.97', () => {
    const withAddons = quote(fixedRisk(), { today: TODAY, addonCodes: ['breakdown', 'legal_expenses'] });
    expect(withAddons.premium_pence).toBe(86281);
    expect(withAddons.addons_total_pence).toBe(8995 + 2995);
    expect(withAddons.finance).toMatchObject({
      total_pence: 98271,
      deposit_pence: 14742,
      amount_of_credit_pence: 83529,
      instalment_pence: 9397,
      interest_pence: 10441,
      total_payable_pence: 108712,
      apr_percent: 29.9,
    });
  });
});
