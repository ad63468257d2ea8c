import { describe, expect, it } from 'vitest';
import { baseline, baselineWith, factor, variant } from './fixture';

describe('base premium', () => {
  it.each([
    [4000, 65000],
    [5000, 65000],
    [5001, 72000],
    [18500, 82000],
    [20000, 82000],
    [20001, 98000],
    [60000, 125000],
    [70000, 160000],
  ])('a van worth £%i starts from %i pence (COMP)', (value, pence) => {
    expect(variant((r) => (r.vehicle.estimated_value = value)).base_premium_pence).toBe(pence);
  });

  it('third party fire and theft, then third party only, cost less than comprehensive', () => {
    const tpft = variant((r) => (r.policy.cover_type_required = 'TPFT'));
    const tpo = variant((r) => (r.policy.cover_type_required = 'TPO'));
    expect(tpft.base_premium_pence).toBe(69000);
    expect(tpo.base_premium_pence).toBe(55000);
    expect(tpft.net_premium_pence).toBeLessThan(baseline.net_premium_pence);
    expect(tpo.net_premium_pence).toBeLessThan(tpft.net_premium_pence);
  });
});

describe('vehicle weight', () => {
  it.each([
    [1800, 0.95],
    [2000, 0.95],
    [2600, 1],
    [2601, 1.1],
    [3500, 1.1],
  ])('%i kg -> %f', (kg, value) => {
    const r = variant((risk) => (risk.vehicle.weight = kg));
    expect(factor(r, 'vehicle_weight')).toBe(value);
    expect(r.net_premium_pence).toBe(baselineWith('vehicle_weight', value));
  });
});
describe('postcode area (contact address)', () => {
  it.each([
    ['LS6 3AW', 1.15],
    ['E1 6AN', 1.45],
    ['M1 1AE', 1.35],
    ['SW1A 1AA', 1.3],
    ['B1 1AA', 1.3],
    ['G1 1AA', 1.2],
    ['BT1 1AA', 0.9],
    ['ls6 3aw', 1.15],
    ['ZE1 0AA', 1],
  ])('%s -> %f', (postcode, value) => {
    const r = variant((risk) => (risk.contact_details.address.postcode = postcode));
    expect(factor(r, 'postcode_area')).toBe(value);
  });

  it('an unlisted area uses the default and says so', () => {
    const r = variant((risk) => (risk.contact_details.address.postcode = 'ZE1 0AA'));
    expect(r.factors.find((f) => f.code === 'postcode_area')?.detail).toBe('ZE (default)');
  });
});

describe('class of use, mileage, voluntary excess, overnight location, security', () => {
  it.each([
    ['01', 0.85],
    ['04', 0.92],
    ['02', 1],
    ['03', 1.05],
    ['05', 1.35],
    ['06', 1.5],
  ])('class of use %s -> %f', (code, value) => {
    expect(
      factor(
        variant((r) => (r.drivers.proposer.class_of_use = code)),
        'class_of_use',
      ),
    ).toBe(value);
  });

  it.each([
    [3000, 0.9],
    [5000, 0.9],
    [10000, 0.95],
    [15000, 1],
    [20000, 1.08],
    [30000, 1.18],
    [30001, 1.3],
  ])('%i miles a year -> %f', (miles, value) => {
    expect(
      factor(
        variant((r) => (r.vehicle.total_annual_mileage = miles)),
        'annual_mileage',
      ),
    ).toBe(value);
  });

  it('a higher voluntary excess always costs less', () => {
    const prices = [0, 100, 250, 500].map((v) => variant((r) => (r.policy.voluntary_excess = v)));
    expect(prices.map((p) => factor(p, 'voluntary_excess'))).toEqual([1, 0.97, 0.93, 0.88]);
    for (let i = 1; i < prices.length; i++)
      expect(prices[i].net_premium_pence).toBeLessThan(prices[i - 1].net_premium_pence);
  });

  it.each([
    ['G', 0.95],
    ['S', 0.95],
    ['D', 0.97],
    ['C', 1],
    ['R', 1.05],
    ['A', 1.1],
    ['P', 1.1],
    ['U', 1.12],
    ['O', 1.05],
  ])('overnight location %s -> %f', (code, value) => {
    expect(
      factor(
        variant((r) => (r.vehicle.overnight_vehicle_location = code)),
        'overnight_location',
      ),
    ).toBe(value);
  });

  it('no alarm costs more; a Thatcham tracker costs less', () => {
    const noAlarm = variant((r) => {
      r.vehicle.has_alarm = false;
      r.vehicle.security_items = [];
    });
    expect(factor(noAlarm, 'alarm')).toBe(1);
    expect(noAlarm.net_premium_pence).toBeGreaterThan(baseline.net_premium_pence);

    const tracker = variant((r) => {
      r.vehicle.has_tracker = true;
      r.vehicle.security_items.push({
        security_device: 'TRACKER',
        type_of_alarm: 'C5',
        who_fitted_device: 'M',
      });
    });
    expect(factor(tracker, 'tracker')).toBe(0.95);
    expect(tracker.net_premium_pence).toBe(baselineWith('tracker', 0.95));
  });

  it('a device listed while has_alarm is false is ignored', () => {
    expect(
      factor(
        variant((r) => (r.vehicle.has_alarm = false)),
        'alarm',
      ),
    ).toBe(1);
  });
});

describe('No Claims Discount', () => {
  const table = [1, 0.9, 0.8, 0.72, 0.66, 0.6, 0.57, 0.55, 0.54, 0.53];
  it('each extra year costs no more, and the factor is the table value', () => {
    let previous = Infinity;
    for (let years = 0; years <= 9; years++) {
      const r = variant((risk) => {
        risk.policy.how_many_years_of_ncd = years;
        risk.policy.protect_ncd = false;
      });
      expect(factor(r, 'ncd')).toBe(table[years]);
      expect(r.net_premium_pence).toBeLessThan(previous);
      previous = r.net_premium_pence;
    }
  });

  it('protection adds 8% when NCD is 4 years or more', () => {
    const r = variant((risk) => (risk.policy.protect_ncd = false));
    expect(factor(r, 'ncd_protection')).toBe(1);
    expect(baseline.net_premium_pence).toBe(baselineWith('ncd_protection', 1.08));
    expect(r.net_premium_pence).toBe(baselineWith('ncd_protection', 1));
  });

  it('protection is ignored below 4 years', () => {
    const r = variant((risk) => (risk.policy.how_many_years_of_ncd = 3));
    expect(factor(r, 'ncd_protection')).toBe(1);
  });
});
