import { describe, expect, it } from 'vitest';
import type { ManualVehicleResult } from '#domain/contract/lookups.ts';
import {
  clearLookupFields,
  isLookupComplete,
  lookupOutcome,
  vehicleFromLookup,
  vehicleFromManual,
  type LookupAnswer,
} from '#domain/vehicle/vehicle-lookup.ts';

/*
 * The vehicle answers a found van fills (src/domain/vehicle/vehicle-lookup.ts). They live in the
 * domain because two callers share them: this folder's lookup field and the payment option screen's
 * confirm-vehicle step; the tests stay beside the field, whose README tables them.
 */

const TRANSIT: LookupAnswer = {
  abi_code: '10010048',
  date_registered: '2021-04-12',
  engine_size: 1995,
  fuel_type: 'DIESEL',
  manufacturer: 'FORD',
  model: 'TRANSIT CUSTOM 300 L1H1 LIMITED 2.0 ECOBLUE 130',
  registration: 'VQ21TCE',
  year: 2021,
  imported: false,
  transmission: 'MANUAL',
  gvw: 3000,
  body_type: 'PV',
  number_of_doors: 4,
  number_of_seats: 3,
};

const DUMP: LookupAnswer = {
  abi_code: 'DUMP CODE',
  date_registered: '2011-05-19',
  engine_size: null,
  fuel_type: null,
  manufacturer: null,
  model: null,
  registration: 'VQ11DMP',
  year: 2011,
  imported: false,
  transmission: null,
  gvw: null,
  body_type: null,
  number_of_doors: null,
  number_of_seats: null,
};

const SPRINTER: ManualVehicleResult = {
  manufacturer: 'MERCEDES-BENZ',
  model: 'SPRINTER 314 CDI L2H2',
  fuel_type: 'DIESEL',
  engine_size: 2143,
  body_style: 'HR',
  year_min: 2014,
  year_max: 2018,
  transmission: 'AUTOMATIC',
  abi_code: '20020011',
  doors: 4,
  gvw: 3500,
  seats: 3,
};
describe('lookupOutcome', () => {
  it('uses the first vehicle found', () => {
    expect(lookupOutcome([TRANSIT, DUMP])).toEqual({ kind: 'found', answer: TRANSIT });
  });
  it('reads no vehicles, or the INVALID sentinel, as not found', () => {
    expect(lookupOutcome([])).toEqual({ kind: 'not-found' });
    expect(lookupOutcome(undefined)).toEqual({ kind: 'not-found' });
    expect(lookupOutcome([{ ...TRANSIT, abi_code: 'INVALID' }])).toEqual({ kind: 'not-found' });
  });
  it('reads DUMP CODE as found but not matched', () => {
    expect(lookupOutcome([DUMP])).toEqual({ kind: 'dump-code', answer: DUMP });
  });
});

describe('vehicleFromLookup', () => {
  it('maps a search result to the vehicle fields, keeping the other answers', () => {
    expect(vehicleFromLookup({ estimated_value: 20000 }, TRANSIT, 'vq21 tce')).toEqual({
      estimated_value: 20000,
      vehicle_registration: 'VQ21TCE',
      vehicle_make: 'FORD',
      vehicle_model: 'TRANSIT CUSTOM 300 L1H1 LIMITED 2.0 ECOBLUE 130',
      year_of_manufacture: 2021,
      abi_code: '10010048',
      engine_size: 1995,
      fuel_type: 'DIESEL',
      transmission: 'MANUAL',
      number_of_doors: 4,
      body_type: 'PV',
      weight: 3000,
      date_registered: '2021-04-12',
      imported_vehicle: false,
      dump_code_used: false,
    });
  });
  it('replaces an earlier van as the lookup field and the payment option screen both need', () => {
    // The customer first chose a van by manual search, after a DUMP CODE lookup, and answered the
    // other questions; then a different van is found by registration (the field's "Find van", or
    // the payment option screen's confirm-vehicle step after a registration is added).
    const earlier = vehicleFromManual(
      {
        estimated_value: 18000,
        number_of_seats: 3,
        security_items: [{ security_device: 'alarm', fitted: true }],
        has_alarm: true,
        kept_at_home: false,
      },
      SPRINTER,
      { year: '2016', doors: '4', registration: 'VQ11DMP', dumpCode: DUMP },
    );
    expect(earlier).toMatchObject({
      year_min: 2014,
      year_max: 2018,
      number_of_doors: 4,
      dump_code_used: true,
    });

    const found: LookupAnswer = { ...TRANSIT, registration: 'vq21 tce', number_of_doors: null };
    expect(vehicleFromLookup(earlier, found, 'VQ21 TCE')).toEqual({
      // every lookup-filled answer is the new van's
      vehicle_registration: 'VQ21TCE',
      vehicle_make: 'FORD',
      vehicle_model: 'TRANSIT CUSTOM 300 L1H1 LIMITED 2.0 ECOBLUE 130',
      year_of_manufacture: 2021,
      abi_code: '10010048',
      engine_size: 1995,
      fuel_type: 'DIESEL',
      transmission: 'MANUAL',
      body_type: 'PV',
      weight: 3000,
      date_registered: '2021-04-12',
      imported_vehicle: false,
      dump_code_used: false,
      // year_min, year_max and number_of_doors of the manual search are gone: the answer lacks them
      // the customer's own answers stay
      estimated_value: 18000,
      number_of_seats: 3,
      security_items: [{ security_device: 'alarm', fitted: true }],
      has_alarm: true,
      kept_at_home: false,
    });
  });

  it('takes the registration typed when the answer carries none', () => {
    const next = vehicleFromLookup({}, { ...TRANSIT, registration: undefined }, 'vq21 tce');
    expect(next.vehicle_registration).toBe('VQ21TCE');
  });

  it('drops details of an earlier vehicle the new answer does not give', () => {
    const earlier = { abi_code: 'X', year_min: 2010, year_max: 2012, weight: 3500, estimated_value: 1 };
    const answer = { ...TRANSIT, gvw: null, number_of_doors: undefined, registration: undefined };
    const next = vehicleFromLookup(earlier, answer, 'vq21 tce');
    expect(next).not.toHaveProperty('year_min');
    expect(next).not.toHaveProperty('weight');
    expect(next).not.toHaveProperty('number_of_doors');
    expect(next).toMatchObject({ vehicle_registration: 'VQ21TCE', estimated_value: 1 });
  });
});

describe('vehicleFromManual', () => {
  const choices = {
    manufacturer: 'MERCEDES-BENZ',
    model: 'SPRINTER',
    fuel_type: 'DIESEL',
    year: '2016',
    transmission: 'AUTOMATIC',
    doors: '4',
  };

  it('maps the confirmed result, the chosen year and doors, and any registration typed', () => {
    expect(
      vehicleFromManual({ estimated_value: 5 }, SPRINTER, { ...choices, registration: 'ab12 cde' }),
    ).toEqual({
      estimated_value: 5,
      vehicle_registration: 'AB12CDE',
      vehicle_make: 'MERCEDES-BENZ',
      vehicle_model: 'SPRINTER 314 CDI L2H2',
      year_of_manufacture: 2016,
      abi_code: '20020011',
      engine_size: 2143,
      fuel_type: 'DIESEL',
      transmission: 'AUTOMATIC',
      number_of_doors: 4,
      body_type: 'HR',
      weight: 3500,
      year_min: 2014,
      year_max: 2018,
      dump_code_used: false,
    });
  });

  it('leaves the registration out when none was typed', () => {
    const next = vehicleFromManual({ vehicle_registration: 'OLD1' }, SPRINTER, {
      ...choices,
      registration: ' ',
    });
    expect(next).not.toHaveProperty('vehicle_registration');
  });

  it('after a DUMP CODE lookup keeps its registration details and marks dump_code_used', () => {
    const next = vehicleFromManual({}, SPRINTER, { ...choices, registration: 'VQ11DMP', dumpCode: DUMP });
    expect(next).toMatchObject({
      vehicle_registration: 'VQ11DMP',
      abi_code: '20020011',
      date_registered: '2011-05-19',
      imported_vehicle: false,
      dump_code_used: true,
    });
  });

  it('forgets the DUMP CODE answer once its registration is changed', () => {
    const next = vehicleFromManual({}, SPRINTER, { ...choices, registration: 'AB12CDE', dumpCode: DUMP });
    expect(next).toMatchObject({ vehicle_registration: 'AB12CDE', dump_code_used: false });
    expect(next).not.toHaveProperty('date_registered');
  });
});

describe('lookup completeness and clearing', () => {
  it('is complete only with a real abi_code', () => {
    expect(isLookupComplete({ abi_code: '10010048' })).toBe(true);
    expect(isLookupComplete({ abi_code: '' })).toBe(false);
    expect(isLookupComplete({ abi_code: 'DUMP CODE' })).toBe(false);
    expect(isLookupComplete({ abi_code: 'INVALID' })).toBe(false);
    expect(isLookupComplete(undefined)).toBe(false);
  });
  it('clears every lookup-filled field, keeping the other answers and any named field', () => {
    const vehicle = vehicleFromLookup({ estimated_value: 9, has_alarm: true }, TRANSIT, 'VQ21TCE');
    expect(clearLookupFields(vehicle)).toEqual({ estimated_value: 9, has_alarm: true });
    expect(clearLookupFields(vehicle, ['vehicle_registration'])).toEqual({
      estimated_value: 9,
      has_alarm: true,
      vehicle_registration: 'VQ21TCE',
    });
  });
});
