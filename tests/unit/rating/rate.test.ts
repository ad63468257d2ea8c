import { describe, expect, it } from 'vitest';
import { iptOn, netPremium, rateRisk } from '#server/rating/rate.ts';
import { RatingInputError } from '#server/rating/errors.ts';
import { RATING_TABLES } from '#server/rating/tables.ts';
import { TODAY, fixedRisk, quote, riskWith } from './fixture';

describe('IPT and rounding', () => {
  it('IPT is 12% of the net premium (half up to a penny) and the premium includes it', () => {
    for (const change of [
      () => {},
      (r: Record<string, any>) => (r.vehicle.estimated_value = 40000), // eslint-disable-line @typescript-eslint/no-explicit-any
      (r: Record<string, any>) => (r.policy.cover_type_required = 'TPO'), // eslint-disable-line @typescript-eslint/no-explicit-any
    ]) {
      const q = quote(riskWith(change));
      expect(q.ipt_pence).toBe(Math.round(q.net_premium_pence * 0.12));
      expect(q.premium_pence).toBe(q.net_premium_pence + q.ipt_pence);
    }
    expect(iptOn(77037)).toBe(9244); // 9244.44
    expect(iptOn(12345)).toBe(1481); // 1481.4
    expect(iptOn(12350)).toBe(1482); // 1482.0
    expect(iptOn(12354)).toBe(1482); // 1482.48
    expect(iptOn(12355)).toBe(1483); // 1482.6
  });

  it('the net premium is rounded once, after every factor', () => {
    const half = { code: 'x', name: 'x', value: 0.5, detail: '' };
    // Once: 1001 x 0.5 x 0.5 = 250.25 -> 250. Rounding each step would give 501, then 250.5 -> 251.
    expect(netPremium(1001, [half, half], 0)).toEqual({ pence: 250, minimumApplied: false });
    expect(netPremium(1001, [half], 0).pence).toBe(501); // 500.5 rounds up
  });

  it('a premium below the minimum is raised to £300 net', () => {
    const q = quote(
      riskWith((r) => {
        r.policy.cover_type_required = 'TPO';
        r.policy.how_many_years_of_ncd = 9;
        r.policy.protect_ncd = false;
        r.drivers.has_additional_drivers = false;
        r.drivers.additional_drivers = [];
        r.drivers.proposer.class_of_use = '01';
        r.vehicle.total_annual_mileage = 3000;
        r.contact_details.address.postcode = 'IV1 1AA';
      }),
    );
    expect(q.minimum_premium_applied).toBe(true);
    expect(q.net_premium_pence).toBe(30000);
    expect(q.premium_pence).toBe(33600);
  });
});

describe('determinism', () => {
  it('the same answers twice give the same result, and the answers are not changed', () => {
    const risk = fixedRisk();
    const before = structuredClone(risk);
    const a = rateRisk(risk, { today: TODAY, addonCodes: ['breakdown'] });
    const b = rateRisk(risk, { today: TODAY, addonCodes: ['breakdown'] });
    expect(b).toEqual(a);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(risk).toEqual(before);
    expect(rateRisk(fixedRisk(), { today: TODAY, addonCodes: ['breakdown'] })).toEqual(a);
  });

  it('keys order of the answers does not matter', () => {
    const risk = fixedRisk();
    const reversed = Object.fromEntries(Object.entries(risk).reverse());
    expect(rateRisk(reversed, { today: TODAY })).toEqual(rateRisk(risk, { today: TODAY }));
  });
});

describe('excesses and insurer', () => {
  it('a 22-year-old policy holder: £500 compulsory + £250 voluntary', () => {
    const q = quote(riskWith((r) => (r.drivers.proposer.date_of_birth = '2003-01-01')));
    expect(q.excesses.find((e) => e.category === 'Accidental Damage')?.amount_gbp).toBe(750);
  });

  it('a 20-year-old has £750; no voluntary excess leaves the compulsory part', () => {
    const q = quote(
      riskWith((r) => {
        r.drivers.proposer.date_of_birth = '2005-01-01';
        r.policy.voluntary_excess = 0;
      }),
    );
    expect(q.excesses.find((e) => e.category === 'Malicious Damage')?.amount_gbp).toBe(750);
  });

  it('third party fire and theft lists a fire and theft excess; third party only lists none', () => {
    const tpft = quote(riskWith((r) => (r.policy.cover_type_required = 'TPFT')));
    expect(tpft.excesses).toEqual([
      {
        category: 'Fire and Theft',
        description:
          'Compulsory £300 plus voluntary £250, paid towards each claim for fire damage to, or theft of, your van.',
        amount_gbp: 550,
      },
    ]);
    expect(quote(riskWith((r) => (r.policy.cover_type_required = 'TPO'))).excesses).toEqual([]);
  });

  it('names the insurer for every level of cover', () => {
    for (const cover of ['COMP', 'TPFT', 'TPO'])
      expect(quote(riskWith((r) => (r.policy.cover_type_required = cover))).insurer_name).toBe(
        'Highway Commercial Underwriting',
      );
  });
});

describe('input', () => {
  it('a quote date that is not YYYY-MM-DD is refused', () => {
    expect(() => rateRisk(fixedRisk(), { today: '01/06/2025' })).toThrow(RatingInputError);
  });

  it('a missing answer names its path (422)', () => {
    const risk = riskWith((r) => delete r.vehicle.weight);
    try {
      rateRisk(risk, { today: TODAY });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(RatingInputError);
      expect((e as RatingInputError).statusCode).toBe(422);
      expect((e as RatingInputError).fields).toEqual([
        { path: 'risk.vehicle.weight', message: 'This answer must be a number of at least 0.' },
      ]);
    }
    expect(() => rateRisk(null, { today: TODAY })).toThrow(RatingInputError);
    expect(() =>
      rateRisk(
        riskWith((r) => (r.policy.cover_type_required = 'GOLD')),
        { today: TODAY },
      ),
    ).toThrow(RatingInputError);
  });

  it('tables can be replaced: with the weight rule off, a 3,600 kg van takes the >3,500 kg band', () => {
    const tables = {
      ...RATING_TABLES,
      declines: RATING_TABLES.declines.filter((d) => d.code !== 'VEHICLE_WEIGHT'),
    };
    const result = rateRisk(
      riskWith((r) => (r.vehicle.weight = 3600)),
      { today: TODAY, tables },
    );
    expect(result.declined).toBe(false);
    if (!result.declined) expect(result.factors[0]).toMatchObject({ code: 'vehicle_weight', value: 1.25 });
  });
});
