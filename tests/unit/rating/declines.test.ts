import { describe, expect, it } from 'vitest';
import { rateRisk } from '#server/rating/rate.ts';
import { RATING_TABLES } from '#server/rating/tables.ts';
import { TODAY, cleanDriver, fixedRisk, quote, riskWith, type Risk } from './fixture';

const reasonsFor = (change: (risk: Risk) => void) => {
  const result = rateRisk(riskWith(change), { today: TODAY });
  return result.declined ? result.reasons : [];
};
const codesFor = (change: (risk: Risk) => void) => reasonsFor(change).map((r) => r.code);

const conviction = (code: string, date: string, extra: object = {}) => ({
  offence_code: code,
  incident_date: date,
  is_prosecution_pending: false,
  date_of_conviction: date,
  penalty_points: 0,
  fine: 500,
  months_disqualified: 0,
  ...extra,
});
const withConviction = (c: object) => (risk: Risk) => {
  risk.drivers.proposer.has_convictions = true;
  risk.drivers.proposer.convictions = [c];
};

describe('decline rules', () => {
  it('the example proposal is not declined', () => {
    expect(rateRisk(fixedRisk(), { today: TODAY }).declined).toBe(false);
  });

  it('every rule of the table has a test below', () => {
    expect(RATING_TABLES.declines.map((r) => r.code)).toEqual([
      'DRINK_DRUG_DRIVING',
      'INSURANCE_REFUSED',
      'HAZARDOUS_GOODS',
      'IMPORTED_VEHICLE',
      'Q_PLATES',
      'LEFT_HAND_DRIVE',
      'VEHICLE_VALUE',
      'VEHICLE_WEIGHT',
      'DRIVER_AGE',
      'CLAIMS',
      'CONVICTION_POINTS',
      'DISQUALIFICATION',
    ]);
  });

  it.each(['DR10', 'DR40', 'DG10', 'DG60'])('DRINK_DRUG_DRIVING: %s within 5 years, any driver', (code) => {
    expect(
      codesFor(withConviction(conviction(code, '2022-01-01', { sample_type: 'B', reading: 50 }))),
    ).toEqual(['DRINK_DRUG_DRIVING']);
    const additional = (risk: Risk) =>
      (risk.drivers.additional_drivers[0].convictions[0] = conviction(code, '2021-01-01'));
    expect(codesFor(additional)).toEqual(['DRINK_DRUG_DRIVING']);
  });

  it('DRINK_DRUG_DRIVING: a pending prosecution counts from its incident date; older than 5 years does not', () => {
    const pending = conviction('DR10', '2025-01-01', {
      is_prosecution_pending: true,
      date_of_conviction: undefined,
    });
    expect(codesFor(withConviction(pending))).toEqual(['DRINK_DRUG_DRIVING']);
    expect(codesFor(withConviction(conviction('DR10', '2020-05-31')))).toEqual([]);
  });

  it('DRINK_DRUG_DRIVING: other codes do not decline', () => {
    expect(codesFor(withConviction(conviction('SP30', '2024-01-01', { penalty_points: 3 })))).toEqual([]);
  });

  it('INSURANCE_REFUSED: for the policy holder or an additional driver', () => {
    expect(codesFor((r) => (r.drivers.proposer.ever_been_refused_cover = true))).toEqual([
      'INSURANCE_REFUSED',
    ]);
    expect(codesFor((r) => (r.drivers.additional_drivers[0].ever_been_refused_cover = true))).toEqual([
      'INSURANCE_REFUSED',
    ]);
  });

  it('HAZARDOUS_GOODS, IMPORTED_VEHICLE, Q_PLATES, LEFT_HAND_DRIVE', () => {
    expect(
      codesFor((r) => {
        r.vehicle.hazardous_goods = true;
        r.vehicle.hazardous_goods_description = 'Gas cylinders';
      }),
    ).toEqual(['HAZARDOUS_GOODS']);
    expect(codesFor((r) => (r.vehicle.imported_vehicle = true))).toEqual(['IMPORTED_VEHICLE']);
    expect(codesFor((r) => (r.vehicle.q_plates = true))).toEqual(['Q_PLATES']);
    expect(codesFor((r) => (r.vehicle.right_hand_drive = false))).toEqual(['LEFT_HAND_DRIVE']);
  });

  it('VEHICLE_VALUE: above £75,000', () => {
    expect(codesFor((r) => (r.vehicle.estimated_value = 75000))).toEqual([]);
    expect(reasonsFor((r) => (r.vehicle.estimated_value = 75001))).toEqual([
      { code: 'VEHICLE_VALUE', message: 'The van is worth more than £75,000, the most we can cover.' },
    ]);
  });

  it('VEHICLE_WEIGHT: above 3,500 kg', () => {
    expect(codesFor((r) => (r.vehicle.weight = 3500))).toEqual([]);
    expect(codesFor((r) => (r.vehicle.weight = 3501))).toEqual(['VEHICLE_WEIGHT']);
  });

  it('DRIVER_AGE: any driver under 19 or over 80', () => {
    expect(codesFor((r) => (r.drivers.proposer.date_of_birth = '2006-06-02'))).toEqual(['DRIVER_AGE']); // 18
    expect(codesFor((r) => (r.drivers.proposer.date_of_birth = '2006-06-01'))).toEqual([]); // 19 today
    expect(codesFor((r) => (r.drivers.proposer.date_of_birth = '1944-06-02'))).toEqual([]); // 80
    expect(codesFor((r) => (r.drivers.proposer.date_of_birth = '1944-06-01'))).toEqual(['DRIVER_AGE']); // 81
    const young = (r: Risk) => (r.drivers.additional_drivers = [cleanDriver('2007-09-01', '2024-10-01')]);
    expect(reasonsFor(young)).toEqual([
      { code: 'DRIVER_AGE', message: 'Every driver must be aged from 19 to 80.' },
    ]);
  });

  it('CLAIMS: more than 2 claims in 5 years across all drivers', () => {
    const claim = (date: string) => ({
      type_of_claim: 'W',
      claim_date: date,
      total_cost_of_claims: 100,
      ncb_impacted: false,
      on_this_policy: true,
      is_claim_outstanding: false,
    });
    const twoMore = (dates: string[]) => (r: Risk) => {
      r.drivers.proposer.has_claims = true;
      r.drivers.proposer.claims = dates.map(claim);
    };
    expect(codesFor(twoMore(['2024-01-01']))).toEqual([]); // 2 in all
    expect(codesFor(twoMore(['2024-01-01', '2019-01-01']))).toEqual([]); // one too old
    expect(codesFor(twoMore(['2024-01-01', '2022-01-01']))).toEqual(['CLAIMS']);
  });

  it('CONVICTION_POINTS: more than 12 points in 5 years across all drivers', () => {
    // The additional driver already has 3 points.
    expect(codesFor(withConviction(conviction('SP30', '2024-01-01', { penalty_points: 9 })))).toEqual([]);
    expect(codesFor(withConviction(conviction('SP30', '2024-01-01', { penalty_points: 10 })))).toEqual([
      'CONVICTION_POINTS',
    ]);
  });

  it('DISQUALIFICATION: a ban in the last 5 years', () => {
    const ban = conviction('SP50', '2023-01-01', { penalty_points: 0, months_disqualified: 6 });
    expect(codesFor(withConviction(ban))).toEqual(['DISQUALIFICATION']);
    expect(
      codesFor(withConviction({ ...ban, incident_date: '2019-01-01', date_of_conviction: '2019-02-01' })),
    ).toEqual([]);
  });

  it('lists every matching rule, in table order', () => {
    expect(
      codesFor((r) => {
        r.vehicle.imported_vehicle = true;
        r.vehicle.estimated_value = 80000;
        r.drivers.proposer.ever_been_refused_cover = true;
      }),
    ).toEqual(['INSURANCE_REFUSED', 'IMPORTED_VEHICLE', 'VEHICLE_VALUE']);
  });

  it('a vehicle found with a dump code is still quoted', () => {
    expect(quote(riskWith((r) => (r.vehicle.dump_code_used = true))).premium_pence).toBe(86281);
  });

  it('a rule removed from the table is switched off', () => {
    const tables = {
      ...RATING_TABLES,
      declines: RATING_TABLES.declines.filter((d) => d.code !== 'IMPORTED_VEHICLE'),
    };
    const result = rateRisk(
      riskWith((r) => (r.vehicle.imported_vehicle = true)),
      { today: TODAY, tables },
    );
    expect(result.declined).toBe(false);
  });
});
