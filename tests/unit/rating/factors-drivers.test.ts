import { describe, expect, it } from 'vitest';
import { baseline, baselineWith, cleanDriver, factor, variant } from './fixture';

describe('policy holder age (quote date 2025-06-01)', () => {
  it.each([
    ['2006-05-31', 2.6],
    ['2003-06-01', 1.9],
    ['1998-01-01', 1.4],
    ['1990-01-01', 1.1],
    ['1985-03-14', 1],
    ['1960-01-01', 1.05],
    ['1952-01-01', 1.25],
    ['1946-01-01', 1.6],
  ])('born %s -> %f', (dob, value) => {
    const r = variant((risk) => (risk.drivers.proposer.date_of_birth = dob));
    expect(factor(r, 'proposer_age')).toBe(value);
    expect(r.net_premium_pence).toBe(baselineWith('proposer_age', value));
  });

  it('a birthday tomorrow keeps the younger band today', () => {
    const r = variant((risk) => (risk.drivers.proposer.date_of_birth = '2000-06-02'));
    expect(factor(r, 'proposer_age')).toBe(1.9);
  });
});

describe('additional drivers', () => {
  it('none: factor 1 and a lower price', () => {
    const r = variant((risk) => {
      risk.drivers.has_additional_drivers = false;
      risk.drivers.additional_drivers = [];
    });
    expect(factor(r, 'additional_drivers')).toBe(1);
    expect(r.net_premium_pence).toBeLessThan(baseline.net_premium_pence);
  });

  it('a 22-year-old: 1 + 0.5 x (1.9 - 1) + 0.03 = 1.48', () => {
    const r = variant(
      (risk) => (risk.drivers.additional_drivers = [cleanDriver('2003-01-01', '2021-01-01')]),
    );
    expect(factor(r, 'additional_drivers')).toBe(1.48);
  });

  it('the youngest of two drivers counts, plus 0.03 per driver', () => {
    const r = variant((risk) => {
      risk.drivers.additional_drivers = [
        cleanDriver('1970-01-01', '1990-01-01'),
        cleanDriver('1997-01-01', '2016-01-01'),
      ];
    });
    expect(factor(r, 'additional_drivers')).toBe(1.26); // 1 + 0.5 x 0.4 + 0.03 x 2
  });

  it('an older driver never reduces the price: 1 + 0 + 0.03', () => {
    const r = variant(
      (risk) => (risk.drivers.additional_drivers = [cleanDriver('1970-01-01', '1990-01-01')]),
    );
    expect(factor(r, 'additional_drivers')).toBe(1.03);
  });
});

describe('licence years (policy holder)', () => {
  it.each([
    ['2025-01-01', 1.5],
    ['2024-05-01', 1.3],
    ['2023-05-01', 1.15],
    ['2022-05-01', 1.05],
    ['2021-05-01', 1.05],
    ['2020-06-01', 1],
  ])('licence from %s -> %f', (from, value) => {
    const r = variant((risk) => (risk.drivers.proposer.licence_valid_from = from));
    expect(factor(r, 'licence_years')).toBe(value);
  });
});

describe('claims in the last 5 years (all drivers)', () => {
  const claim = (type: string, date: string, atFault: boolean) => ({
    type_of_claim: type,
    claim_date: date,
    total_cost_of_claims: 1000,
    ncb_impacted: atFault,
    on_this_policy: true,
    is_claim_outstanding: false,
    ...(type === 'A' ? { was_this_driver_at_fault: atFault } : {}),
  });
  const withClaims = (...claims: object[]) =>
    variant((risk) => {
      risk.drivers.additional_drivers[0].claims = claims;
    });

  it.each([
    ['A', false, 1.05],
    ['A', true, 1.3],
    ['T', false, 1.15],
    ['TA', false, 1.08],
    ['F', false, 1.15],
    ['W', false, 1.02],
    ['V', false, 1.08],
    ['S', false, 1.05],
    ['O', false, 1.1],
  ])('one %s claim (at fault %s) -> %f', (type, atFault, value) => {
    expect(factor(withClaims(claim(type, '2024-01-01', atFault)), 'claims')).toBe(value);
  });

  it('an at-fault accident costs more than a non-fault one', () => {
    const r = withClaims(claim('A', '2024-01-01', true));
    expect(r.net_premium_pence).toBeGreaterThan(baseline.net_premium_pence);
  });

  it('loadings add up: two claims -> 1 + 0.3 + 0.15', () => {
    expect(
      factor(withClaims(claim('A', '2024-01-01', true), claim('T', '2021-01-01', false)), 'claims'),
    ).toBe(1.45);
  });

  it('a claim more than 5 years before the quote date is ignored; exactly 5 years counts', () => {
    expect(factor(withClaims(claim('A', '2020-05-31', true)), 'claims')).toBe(1);
    expect(factor(withClaims(claim('A', '2020-06-01', true)), 'claims')).toBe(1.3);
  });

  it('no claims: factor 1 and a lower price; a stale list under has_claims false is ignored', () => {
    const r = variant((risk) => (risk.drivers.additional_drivers[0].has_claims = false));
    expect(factor(r, 'claims')).toBe(1);
    expect(r.net_premium_pence).toBeLessThan(baseline.net_premium_pence);
  });

  it("the policy holder's claims count too", () => {
    const r = variant((risk) => {
      risk.drivers.proposer.has_claims = true;
      risk.drivers.proposer.claims = [claim('T', '2024-01-01', false)];
    });
    expect(factor(r, 'claims')).toBe(1.2);
  });
});

describe('conviction points in the last 5 years (all drivers)', () => {
  const withPoints = (points: number, date = '2024-01-01') =>
    variant((risk) => {
      const c = risk.drivers.additional_drivers[0].convictions[0];
      c.penalty_points = points;
      c.incident_date = date;
      c.date_of_conviction = date;
    });

  it.each([
    [0, 1],
    [3, 1.1],
    [4, 1.25],
    [6, 1.25],
    [7, 1.5],
    [9, 1.5],
    [10, 1.8],
    [12, 1.8],
  ])('%i points -> %f', (points, value) => {
    const r = withPoints(points);
    expect(factor(r, 'conviction_points')).toBe(value);
    expect(r.net_premium_pence).toBe(baselineWith('conviction_points', value));
  });

  it('points convicted more than 5 years ago are ignored', () => {
    expect(factor(withPoints(6, '2020-05-01'), 'conviction_points')).toBe(1);
  });

  it('points of all drivers are summed', () => {
    const r = variant((risk) => {
      risk.drivers.proposer.has_convictions = true;
      risk.drivers.proposer.convictions = [
        {
          offence_code: 'SP30',
          incident_date: '2024-02-01',
          is_prosecution_pending: false,
          date_of_conviction: '2024-03-01',
          penalty_points: 3,
          fine: 100,
          months_disqualified: 0,
        },
      ];
    });
    expect(factor(r, 'conviction_points')).toBe(1.25);
  });
});
