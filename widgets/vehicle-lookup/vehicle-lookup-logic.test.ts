import { describe, expect, it } from 'vitest';
import type { ManualVehicleResult } from '#domain/contract/lookups.ts';
import { FAKE_LISTS } from '#widgets/shared/fake-services.ts';
import {
  chooseManual,
  displayEngineSize,
  displayValue,
  isStepReachable,
  manualOptions,
  manualQuery,
  manualResultLabel,
  vehicleDetails,
  type DisplayLists,
} from './vehicle-lookup-logic';

/* The field's own screens: the manual cascade and how the card shows a van. */

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

/** The lists whose names the card shows, as the services serve them. */
const LISTS: DisplayLists = {
  fuel_type: FAKE_LISTS.fuel_type,
  transmission: FAKE_LISTS.transmission,
  vehicle_body_type: FAKE_LISTS.vehicle_body_type,
};

describe('manual cascade', () => {
  it('clears every later choice when an earlier one changes', () => {
    const all = {
      manufacturer: 'FORD',
      model: 'TRANSIT',
      fuel_type: 'DIESEL',
      year: '2020',
      transmission: 'MANUAL',
      doors: '4',
    };
    expect(chooseManual(all, 'manufacturer', 'VAUXHALL')).toEqual({ manufacturer: 'VAUXHALL' });
    expect(chooseManual(all, 'year', '2019')).toEqual({
      manufacturer: 'FORD',
      model: 'TRANSIT',
      fuel_type: 'DIESEL',
      year: '2019',
    });
    expect(chooseManual(all, 'model', '')).toEqual({ manufacturer: 'FORD' });
  });

  it('opens a choice once every earlier one is made', () => {
    expect(isStepReachable({}, 'manufacturer')).toBe(true);
    expect(isStepReachable({}, 'model')).toBe(false);
    expect(isStepReachable({ manufacturer: 'FORD' }, 'model')).toBe(true);
    expect(isStepReachable({ manufacturer: 'FORD' }, 'fuel_type')).toBe(false);
  });

  it('sends every choice, doors 0 and transmission Not specified until chosen', () => {
    expect(manualQuery({})).toEqual({
      manufacturer: '',
      model: '',
      fuel_type: '',
      year: '',
      transmission: 'Not specified',
      doors: '0',
    });
    expect(
      manualQuery({ manufacturer: 'FORD', model: 'TRANSIT', fuel_type: 'DIESEL', year: '2020' }),
    ).toEqual({
      manufacturer: 'FORD',
      model: 'TRANSIT',
      fuel_type: 'DIESEL',
      year: '2020',
      transmission: 'Not specified',
      doors: '0',
    });
  });

  it('does not send a choice that follows an unanswered one', () => {
    expect(manualQuery({ manufacturer: 'FORD', fuel_type: 'DIESEL' })).toMatchObject({
      manufacturer: 'FORD',
      fuel_type: '',
    });
  });

  it('offers doors 2 to 5 only', () => {
    const doors = ['1', '2', '4', '5', '6'].map((v) => ({ name: v, value: v }));
    expect(manualOptions('doors', doors).map((o) => o.value)).toEqual(['2', '4', '5']);
    expect(manualOptions('model', doors)).toBe(doors);
  });
});

describe('display', () => {
  it("shows 'Unknown' for missing values and sentinels", () => {
    for (const value of [null, undefined, '', ' ', 'DUMP CODE', 'INVALID'])
      expect(displayValue(value)).toBe('Unknown');
    expect(displayEngineSize(null)).toBe('Unknown');
    expect(displayEngineSize(1995)).toBe('1995cc');
    expect(displayEngineSize(0)).toBeNull(); // an electric van
  });

  const TRANSIT = {
    vehicle_registration: 'VQ21TCE',
    vehicle_make: 'FORD',
    vehicle_model: 'TRANSIT CUSTOM 300 L1H1 LIMITED 2.0 ECOBLUE 130',
    year_of_manufacture: 2021,
    abi_code: '10010048',
    engine_size: 1995,
    fuel_type: 'DIESEL',
    transmission: 'MANUAL',
    body_type: 'PV',
    estimated_value: 20000,
  };

  it('shows list names for codes and the stored details in card order', () => {
    expect(vehicleDetails(TRANSIT, LISTS)).toEqual([
      { label: 'Registration', value: 'VQ21TCE' },
      { label: 'Manufacturer', value: 'FORD' },
      { label: 'Model', value: 'TRANSIT CUSTOM 300 L1H1 LIMITED 2.0 ECOBLUE 130' },
      { label: 'Year', value: '2021' },
      { label: 'Fuel type', value: 'Diesel' },
      { label: 'Transmission', value: 'Manual' },
      { label: 'Engine size', value: '1995cc' },
      { label: 'Body type', value: 'Panel van' },
    ]);
    expect(vehicleDetails({ abi_code: 'X' }, LISTS).every((row) => row.value === 'Unknown')).toBe(true);
  });

  it('shows a code as it is while its list is not loaded, or when the list lacks it', () => {
    const rows = vehicleDetails(TRANSIT);
    expect(rows.find((row) => row.label === 'Fuel type')?.value).toBe('DIESEL');
    expect(vehicleDetails({ ...TRANSIT, body_type: 'ZZ' }, LISTS).at(-1)?.value).toBe('ZZ');
  });

  it('labels a manual result with description, engine size and body', () => {
    expect(manualResultLabel(SPRINTER, LISTS)).toBe('SPRINTER 314 CDI L2H2, 2143cc, High roof van');
    expect(manualResultLabel(SPRINTER)).toBe('SPRINTER 314 CDI L2H2, 2143cc, HR');
    expect(manualResultLabel({ ...SPRINTER, model: 'ESPRINTER L2H2', engine_size: 0 })).toBe(
      'ESPRINTER L2H2, HR',
    );
  });
});
