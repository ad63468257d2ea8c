import { describe, expect, it } from 'vitest';
import { applyEffects, holds, type Effect } from '#domain/effects/apply-effects.ts';
import { expand, expandChanged, parsePath, setAt } from '#domain/effects/data-paths.ts';
import { quoteForm } from '#domain/schema/quote-form.ts';

describe('data paths', () => {
  it('parses wildcards', () => {
    expect(parsePath('drivers.additional_drivers[*].claims[*].claim_date')).toEqual([
      'drivers',
      'additional_drivers',
      '*',
      'claims',
      '*',
      'claim_date',
    ]);
  });

  it('expands wildcards over the data', () => {
    const data = { a: [{ b: [1, 2] }, { b: [3] }] };
    expect(expand(data, 'a[*].b[*]').map((m) => m.path)).toEqual([
      ['a', 0, 'b', 0],
      ['a', 0, 'b', 1],
      ['a', 1, 'b', 0],
    ]);
  });

  it('expands only the branches that are not the same objects as before', () => {
    const kept = { b: [1, 2] };
    const before = { a: [kept, { b: [3] }], c: 1 };
    const after = { ...before, a: [kept, { b: [3, 4] }] };
    expect(expandChanged(before, after, 'a[*].b[*]')).toEqual([{ path: ['a', 1, 'b', 1], indices: [1, 1] }]);
    expect(expandChanged(before, after, 'c')).toEqual([]);
    expect(expandChanged(before, before, 'a[*].b[*]')).toEqual([]);
    // A branch that is new counts as changed, and so does one copied with equal answers.
    expect(expandChanged({}, { a: [{ b: [5] }] }, 'a[*].b[*]').map((m) => m.path)).toEqual([
      ['a', 0, 'b', 0],
    ]);
    expect(expandChanged({ c: { d: 1 } }, { c: { d: 1 } }, 'c').map((m) => m.path)).toEqual([['c']]);
  });

  it('sets without changing the original, and removes on undefined', () => {
    const data = { a: { b: 1, c: 2 } };
    expect(setAt(data, ['a', 'b'], undefined)).toEqual({ a: { c: 2 } });
    expect(setAt(data, ['x', 'y'], 3)).toEqual({ a: { b: 1, c: 2 }, x: { y: 3 } });
    expect(data).toEqual({ a: { b: 1, c: 2 } });
  });
});

describe('conditions', () => {
  it('compare values, lists and patterns', () => {
    expect(holds(true, true)).toBe(true);
    expect(holds(false, undefined)).toBe(false);
    expect(holds({ in: ['R', 'U'] }, 'R')).toBe(true);
    expect(holds({ notIn: ['A'] }, 'T')).toBe(true);
    expect(holds({ notIn: ['A'] }, undefined)).toBe(false);
    expect(holds({ notMatch: '^D[RG]' }, 'SP30')).toBe(true);
    expect(holds({ notMatch: '^D[RG]' }, 'DR10')).toBe(false);
  });
});

const run = (prev: object, next: object) =>
  applyEffects(prev, next, quoteForm.effects) as Record<string, never>;

describe('the quote form effects (SPEC.md 4)', () => {
  it('removes claims when the answer becomes no, and starts one item when yes', () => {
    const withClaims = { drivers: { proposer: { has_claims: true, claims: [{ type_of_claim: 'A' }] } } };
    expect(
      run(withClaims, { drivers: { proposer: { has_claims: false, claims: [{ type_of_claim: 'A' }] } } }),
    ).toEqual({
      drivers: { proposer: { has_claims: false } },
    });
    expect(run({ drivers: { proposer: {} } }, { drivers: { proposer: { has_claims: true } } })).toEqual({
      drivers: { proposer: { has_claims: true, claims: [{}] } },
    });
  });

  it('carries out an effect deep in one driver when the other drivers are the same objects', () => {
    const driver = { has_claims: true, claims: [{ type_of_claim: 'A' }] };
    const before = { drivers: { additional_drivers: [driver, { ...driver }, driver] } };
    // A change as the form makes it: only the path to the changed answer is copied.
    const after = run(
      before,
      setAt(before, ['drivers', 'additional_drivers', 1, 'has_claims'], false) as object,
    );
    const drivers = (after.drivers as { additional_drivers: object[] }).additional_drivers;
    expect(drivers[1]).toEqual({ has_claims: false });
    expect(drivers[0]).toBe(driver);
    expect(drivers[2]).toBe(driver);
  });

  it('copies the date of birth into resident-since for a UK resident since birth, and follows a changed birth date', () => {
    const before = { drivers: { proposer: { date_of_birth: '1985-03-14' } } };
    const after = run(before, {
      drivers: { proposer: { date_of_birth: '1985-03-14', permanent_uk_resident: true } },
    });
    expect(after).toMatchObject({ drivers: { proposer: { resident_in_uk_since: '1985-03-14' } } });
    const changed = run(after, {
      drivers: {
        proposer: { ...(after.drivers as { proposer: object }).proposer, date_of_birth: '1986-01-01' },
      },
    });
    expect(changed).toMatchObject({ drivers: { proposer: { resident_in_uk_since: '1986-01-01' } } });
  });

  it('clears job details for employment codes R, U, H, I and N', () => {
    const before = {
      drivers: {
        proposer: { occupation_status: 'E', occupation: 'P24', employers_business: 'P17', full_time: true },
      },
    };
    for (const code of ['R', 'U', 'H', 'I', 'N']) {
      const after = run(before, {
        drivers: { proposer: { ...before.drivers.proposer, occupation_status: code } },
      });
      expect(after).toEqual({ drivers: { proposer: { occupation_status: code } } });
    }
  });

  it('adds and removes security items with the alarm and tracker answers', () => {
    const a = run({ vehicle: {} }, { vehicle: { has_alarm: true } });
    expect(a).toEqual({ vehicle: { has_alarm: true, security_items: [{ security_device: 'ALARM' }] } });
    const b = run(a, { vehicle: { ...(a.vehicle as object), has_tracker: true } });
    expect((b.vehicle as { security_items: unknown[] }).security_items).toEqual([
      { security_device: 'ALARM' },
      { security_device: 'TRACKER' },
    ]);
    const c = run(b, { vehicle: { ...(b.vehicle as object), has_alarm: false } });
    expect((c.vehicle as { security_items: unknown[] }).security_items).toEqual([
      { security_device: 'TRACKER' },
    ]);
  });

  it('sets the legal owner and keeper to the proposer (1) on yes', () => {
    expect(run({ vehicle: {} }, { vehicle: { is_registered_keeper: true } })).toEqual({
      vehicle: { is_registered_keeper: true, legal_owner: '1', registered_keeper: '1' },
    });
  });

  it('copies the home postcode when the van is kept at home, whichever is answered first', () => {
    const address = { contact_details: { address: { postcode: 'LS6 3AW', line_1: '1 Road' } } };
    const kept = run(address, { ...address, vehicle: { kept_at_home: true } });
    expect(kept).toMatchObject({ vehicle: { postcode_vehicle_kept: 'LS6 3AW' } });
    const laterAddress = run(
      { vehicle: { kept_at_home: true } },
      { vehicle: { kept_at_home: true }, ...address },
    );
    expect(laterAddress).toMatchObject({ vehicle: { postcode_vehicle_kept: 'LS6 3AW' } });
  });

  it('sets GB as the NCD country when earned in the UK, and clears it on no', () => {
    expect(run({ policy: {} }, { policy: { ncd_earned_in_uk: true } })).toEqual({
      policy: { ncd_earned_in_uk: true, ncd_country_of_origin: 'GB' },
    });
    expect(
      run(
        { policy: { ncd_earned_in_uk: true, ncd_country_of_origin: 'GB' } },
        { policy: { ncd_earned_in_uk: false, ncd_country_of_origin: 'GB' } },
      ),
    ).toEqual({
      policy: { ncd_earned_in_uk: false },
    });
  });

  it('works per additional driver and per claim', () => {
    const drivers = (list: object[]) => ({ drivers: { additional_drivers: list } });
    const before = drivers([
      { has_claims: true, claims: [{ type_of_claim: 'A', was_this_driver_at_fault: true }] },
      { has_claims: true, claims: [{}] },
    ]);
    const after = run(
      before,
      drivers([
        { has_claims: true, claims: [{ type_of_claim: 'T', was_this_driver_at_fault: true }] },
        { has_claims: false, claims: [{}] },
      ]),
    );
    expect(after).toEqual(
      drivers([{ has_claims: true, claims: [{ type_of_claim: 'T' }] }, { has_claims: false }]),
    );
  });

  it('empties the additional drivers on no', () => {
    expect(
      run(
        { drivers: { has_additional_drivers: true, additional_drivers: [{}] } },
        { drivers: { has_additional_drivers: false, additional_drivers: [{}] } },
      ),
    ).toEqual({
      drivers: { has_additional_drivers: false },
    });
  });

  it('does nothing when the watched answer did not change', () => {
    const effects: Effect[] = [{ watch: 'a', when: true, set: { b: 1 } }];
    expect(applyEffects({ a: true, b: 2 }, { a: true, b: 3 }, effects)).toEqual({ a: true, b: 3 });
  });
});
