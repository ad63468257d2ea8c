import type { ManualVehicleAnswer } from '#domain/contract/lookups.ts';
import { describe, expect, it } from 'vitest';
import {
  createVehicleProvider,
  type Van,
  type VehicleData,
} from '#server/providers/vehicle/vehicle-provider.ts';

const van = (overrides: Partial<Van>): Van => ({
  abi_code: '00000000',
  manufacturer: 'FORD',
  model: 'TRANSIT CUSTOM 300 TREND',
  range: 'TRANSIT CUSTOM',
  fuel_type: 'DIESEL',
  transmission: 'MANUAL',
  doors: 4,
  engine_size: 1995,
  body_type: 'PANEL VAN',
  gvw: 3000,
  seats: 3,
  year_min: 2018,
  year_max: 2020,
  list_price: 25000,
  ...overrides,
});

const DATA: VehicleData = {
  vans: [
    van({ abi_code: '1', model: 'TRANSIT CUSTOM 300 TREND' }),
    van({
      abi_code: '2',
      model: 'TRANSIT CUSTOM 320 AUTO',
      transmission: 'AUTOMATIC',
      doors: 5,
      year_min: 2019,
    }),
    van({
      abi_code: '3',
      model: 'E-TRANSIT CUSTOM',
      fuel_type: 'ELECTRIC',
      engine_size: 0,
      year_min: 2024,
      year_max: 2026,
    }),
    van({ abi_code: '4', model: 'TRANSIT 350', range: 'TRANSIT', doors: 2, body_type: 'CHASSIS CAB' }),
    van({ abi_code: '5', manufacturer: 'CITROEN', range: 'BERLINGO', model: 'BERLINGO 850' }),
    van({
      abi_code: '6',
      manufacturer: 'GREAT WALL',
      range: 'STEED',
      model: 'STEED SE',
      body_type: 'PICK-UP',
    }),
  ],
  excludedManufacturers: ['GREAT WALL', 'TATA'],
  registrations: [
    { registration: 'AB12CDE', abi_code: '1', year: 2019, date_registered: '2019-04-01', imported: false },
    { registration: 'AB12GWS', abi_code: '6', year: 2019, date_registered: '2019-04-01', imported: false },
    {
      registration: 'AB12DMP',
      abi_code: 'DUMP CODE',
      year: 2011,
      date_registered: '2011-05-19',
      imported: true,
    },
    {
      registration: 'AB12XYZ',
      abi_code: '99999999',
      year: 2019,
      date_registered: '2019-04-01',
      imported: false,
    },
  ],
};

const provider = createVehicleProvider(DATA);
const optionValues = (answer: ManualVehicleAnswer) =>
  'options' in answer ? answer.options.map((o) => o.value) : [];

describe('manual search cascade', () => {
  it('offers the covered manufacturers A-Z first', async () => {
    const answer = await provider.options({});
    expect(answer.field).toBe('manufacturer');
    expect(optionValues(answer)).toEqual(['CITROEN', 'FORD']);
  });

  it('offers the ranges of the manufacturer as "model"', async () => {
    const answer = await provider.options({ manufacturer: 'FORD' });
    expect(answer).toEqual({
      field: 'model',
      options: [
        { name: 'TRANSIT', value: 'TRANSIT' },
        { name: 'TRANSIT CUSTOM', value: 'TRANSIT CUSTOM' },
      ],
    });
  });

  it('names fuel types and transmissions as the reference lists do', async () => {
    const fuels = await provider.options({ manufacturer: 'FORD', model: 'TRANSIT CUSTOM' });
    expect(fuels).toEqual({
      field: 'fuel_type',
      options: [
        { name: 'Diesel', value: 'DIESEL' },
        { name: 'Electric', value: 'ELECTRIC' },
      ],
    });
    const gearboxes = await provider.options({
      manufacturer: 'FORD',
      model: 'TRANSIT CUSTOM',
      fuel_type: 'DIESEL',
      year: '2019',
    });
    expect(gearboxes).toEqual({
      field: 'transmission',
      options: [
        { name: 'Automatic', value: 'AUTOMATIC' },
        { name: 'Manual', value: 'MANUAL' },
      ],
    });
  });

  it('offers every year from year_min to year_max of the matching vans, newest first', async () => {
    const answer = await provider.options({
      manufacturer: 'FORD',
      model: 'TRANSIT CUSTOM',
      fuel_type: 'DIESEL',
    });
    expect(answer.field).toBe('year');
    expect(optionValues(answer)).toEqual(['2020', '2019', '2018']);
  });

  it('filters by year: 2018 leaves only the van built from 2018', async () => {
    const answer = await provider.options({
      manufacturer: 'FORD',
      model: 'TRANSIT CUSTOM',
      fuel_type: 'DIESEL',
      year: '2018',
    });
    expect(optionValues(answer)).toEqual(['MANUAL']);
  });

  it('offers doors ascending, treating doors "0" and transmission "Not specified" as not chosen', async () => {
    const base = { manufacturer: 'FORD', model: 'TRANSIT CUSTOM', fuel_type: 'DIESEL', year: '2019' };
    expect((await provider.options({ ...base, transmission: 'Not specified', doors: '0' })).field).toBe(
      'transmission',
    );
    const doors = await provider.options({ ...base, transmission: 'AUTOMATIC', doors: '0' });
    expect(doors).toEqual({ field: 'doors', options: [{ name: '5', value: '5' }] });
  });

  it('answers the matching vehicles once all six choices are made', async () => {
    const answer = await provider.options({
      manufacturer: 'ford',
      model: 'transit custom',
      fuel_type: 'DIESEL',
      year: '2019',
      transmission: 'MANUAL',
      doors: '4',
    });
    expect(answer).toEqual({
      field: 'vehicles',
      vehicles: [
        {
          manufacturer: 'FORD',
          model: 'TRANSIT CUSTOM 300 TREND',
          fuel_type: 'DIESEL',
          engine_size: 1995,
          body_style: 'PV',
          year_min: 2018,
          year_max: 2020,
          transmission: 'MANUAL',
          abi_code: '1',
          doors: 4,
          gvw: 3000,
          seats: 3,
        },
      ],
    });
  });

  it('stops at the first unanswered choice, whatever later ones say', async () => {
    const answer = await provider.options({ manufacturer: 'FORD', fuel_type: 'NONSENSE' });
    expect(answer.field).toBe('model');
  });

  it.each([
    [{ manufacturer: 'GREAT WALL' }, 'manufacturer'],
    [{ manufacturer: 'CITROEN', model: 'TRANSIT' }, 'model'],
    [{ manufacturer: 'FORD', model: 'TRANSIT CUSTOM', fuel_type: 'ELECTRIC', year: '2019' }, 'year'],
    [
      {
        manufacturer: 'FORD',
        model: 'TRANSIT CUSTOM',
        fuel_type: 'DIESEL',
        year: '2019',
        transmission: 'MANUAL',
        doors: '5',
      },
      'doors',
    ],
  ])('rejects %j with a 422 on %s', async (query, field) => {
    await expect(provider.options(query)).rejects.toMatchObject({
      statusCode: 422,
      fields: [{ path: field, message: 'Please select one of the available options.' }],
    });
  });
});

describe('registration lookup', () => {
  it('finds a demo registration in any spacing and case', async () => {
    const [vehicle] = await provider.findByRegistration(' ab12 cde ');
    expect(vehicle).toMatchObject({
      registration: 'AB12CDE',
      abi_code: '1',
      manufacturer: 'FORD',
      body_type: 'PV',
    });
  });

  it('answers nothing for unknown, invalid, excluded or dangling registrations', async () => {
    for (const reg of ['ZZ99ZZZ', 'HELLO1', '', 'AB12GWS', 'AB12XYZ']) {
      expect(await provider.findByRegistration(reg)).toEqual([]);
    }
  });

  it('answers the DUMP CODE sentinel with its registration details only', async () => {
    expect(await provider.findByRegistration('AB12DMP')).toEqual([
      {
        abi_code: 'DUMP CODE',
        date_registered: '2011-05-19',
        engine_size: null,
        fuel_type: null,
        manufacturer: null,
        model: null,
        registration: 'AB12DMP',
        year: 2011,
        imported: true,
        transmission: null,
        gvw: null,
        body_type: null,
        number_of_doors: null,
        number_of_seats: null,
      },
    ]);
  });
});
