import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedVehicleData, type Van } from '#server/providers/vehicle/vehicle-provider.ts';
import { testApp, type TestApp } from './test-app';

interface Option {
  name: string;
  value: string;
}

const data = shippedVehicleData();
const vanByAbiCode = new Map(data.vans.map((van) => [van.abi_code, van]));
const excluded = new Set(data.excludedManufacturers);
const REGISTRATION_MESSAGE = 'Please enter a valid vehicle registration to proceed.';

/** Demo registrations that name a derivative of a covered manufacturer (data/README.md "Found"). */
const FOUND = data.registrations.filter((r) => {
  const van = vanByAbiCode.get(r.abi_code);
  return van !== undefined && !excluded.has(van.manufacturer);
});

describe('vehicle API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  const get = (url: string) => t.call('GET', url);

  describe('GET /api/vehicle/registration', () => {
    it('has at least twenty found demo registrations to check', () => {
      expect(FOUND.length).toBeGreaterThanOrEqual(20);
    });

    it.each(FOUND.map((r) => [r.registration, r] as const))('finds %s', async (_reg, entry) => {
      const van = vanByAbiCode.get(entry.abi_code) as Van;
      const res = await get(`/api/vehicle/registration?registration=${entry.registration}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const { vehicles } = res.json();
      expect(vehicles).toHaveLength(1);
      expect(vehicles[0]).toEqual({
        abi_code: van.abi_code,
        date_registered: entry.date_registered,
        engine_size: van.engine_size,
        fuel_type: van.fuel_type,
        manufacturer: van.manufacturer,
        model: van.model,
        registration: entry.registration,
        year: entry.year,
        imported: entry.imported,
        transmission: van.transmission,
        gvw: van.gvw,
        body_type: expect.stringMatching(/^[A-Z]{2}$/),
        number_of_doors: van.doors,
        number_of_seats: van.seats,
      });
    });

    it('reads the registration in any spacing and case', async () => {
      const res = await get('/api/vehicle/registration?registration=vq21%20tce');
      expect(res.json().vehicles[0]).toMatchObject({
        registration: 'VQ21TCE',
        manufacturer: 'FORD',
        model: 'TRANSIT CUSTOM 300 L1H1 LIMITED 2.0 ECOBLUE 130',
        body_type: 'PV',
      });
    });

    it('marks the imported demo van', async () => {
      const res = await get('/api/vehicle/registration?registration=VQ70VTO');
      expect(res.json().vehicles[0]).toMatchObject({ manufacturer: 'MERCEDES-BENZ', imported: true });
    });

    it.each(['VQ05NFD', 'VQ55NFD', 'XX09XXX'])(
      'answers no vehicles for %s (not in the data)',
      async (reg) => {
        const res = await get(`/api/vehicle/registration?registration=${reg}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ vehicles: [] });
      },
    );

    it('answers no vehicles for a van of an excluded manufacturer (VQ18GWS, a GREAT WALL)', async () => {
      const res = await get('/api/vehicle/registration?registration=VQ18GWS');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ vehicles: [] });
    });

    it('answers the DUMP CODE sentinel without derivative details', async () => {
      const res = await get('/api/vehicle/registration?registration=VQ11DMP');
      expect(res.statusCode).toBe(200);
      const [vehicle] = res.json().vehicles;
      expect(vehicle).toMatchObject({
        abi_code: 'DUMP CODE',
        registration: 'VQ11DMP',
        year: 2011,
        date_registered: '2011-05-19',
        manufacturer: null,
        model: null,
      });
    });

    it.each(['QVQ12AB', 'HELLO1', '', '%20', 'AB12CDE!'])(
      'answers 422 for the invalid mark "%s"',
      async (reg) => {
        const res = await get(`/api/vehicle/registration?registration=${reg}`);
        expect(res.statusCode).toBe(422);
        expect(res.json().error.fields).toEqual([{ path: 'registration', message: REGISTRATION_MESSAGE }]);
      },
    );

    it('answers 422 when the registration is missing or given twice', async () => {
      for (const url of [
        '/api/vehicle/registration',
        '/api/vehicle/registration?registration=A1&registration=B2',
      ]) {
        const res = await get(url);
        expect(res.statusCode).toBe(422);
        expect(res.json().error.fields[0].path).toBe('registration');
      }
    });
  });

  describe('GET /api/vehicle (manual search)', () => {
    const ask = async (query: Record<string, string>) => {
      const res = await get(`/api/vehicle?${new URLSearchParams(query)}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      return res.json();
    };
    const values = (options: Option[]) => options.map((o) => o.value);
    const distinct = (list: Array<string | number>) => [...new Set(list.map(String))];

    it('walks a Ford Transit Custom from manufacturer to vehicles, each step matching the data', async () => {
      const covered = data.vans.filter((v) => !excluded.has(v.manufacturer));
      let matching = covered;

      const makes = await ask({});
      expect(makes.field).toBe('manufacturer');
      expect(values(makes.options)).toEqual(distinct(covered.map((v) => v.manufacturer)).sort());

      matching = matching.filter((v) => v.manufacturer === 'FORD');
      const models = await ask({ manufacturer: 'FORD' });
      expect(models.field).toBe('model');
      expect(values(models.options)).toEqual(distinct(matching.map((v) => v.range)).sort());
      expect(values(models.options)).toContain('TRANSIT CUSTOM');

      matching = matching.filter((v) => v.range === 'TRANSIT CUSTOM');
      const fuels = await ask({ manufacturer: 'FORD', model: 'TRANSIT CUSTOM' });
      expect(fuels.field).toBe('fuel_type');
      expect(fuels.options).toEqual([
        { name: 'Diesel', value: 'DIESEL' },
        { name: 'Electric', value: 'ELECTRIC' },
        { name: 'Hybrid', value: 'HYBRID' },
      ]);

      matching = matching.filter((v) => v.fuel_type === 'DIESEL');
      const years = await ask({ manufacturer: 'FORD', model: 'TRANSIT CUSTOM', fuel_type: 'DIESEL' });
      expect(years.field).toBe('year');
      const first = Math.min(...matching.map((v) => v.year_min));
      const last = Math.max(...matching.map((v) => v.year_max));
      expect(values(years.options)).toEqual(
        Array.from({ length: last - first + 1 }, (_, i) => String(last - i)),
      );

      matching = matching.filter((v) => v.year_min <= 2021 && 2021 <= v.year_max);
      const base = { manufacturer: 'FORD', model: 'TRANSIT CUSTOM', fuel_type: 'DIESEL', year: '2021' };
      const gearboxes = await ask({ ...base, transmission: 'Not specified', doors: '0' });
      expect(gearboxes.field).toBe('transmission');
      expect(gearboxes.options).toEqual([
        { name: 'Automatic', value: 'AUTOMATIC' },
        { name: 'Manual', value: 'MANUAL' },
      ]);

      matching = matching.filter((v) => v.transmission === 'MANUAL');
      const doors = await ask({ ...base, transmission: 'MANUAL', doors: '0' });
      expect(doors.field).toBe('doors');
      expect(values(doors.options)).toEqual(['4', '5']);

      matching = matching.filter((v) => v.doors === 4);
      const answer = await ask({ ...base, transmission: 'MANUAL', doors: '4' });
      expect(answer.field).toBe('vehicles');
      expect(answer.vehicles.map((v: { abi_code: string }) => v.abi_code).sort()).toEqual(
        matching.map((v) => v.abi_code).sort(),
      );
      expect(answer.vehicles).toHaveLength(4);
      expect(answer.vehicles[0]).toEqual({
        manufacturer: 'FORD',
        model: expect.stringContaining('TRANSIT CUSTOM'),
        fuel_type: 'DIESEL',
        engine_size: expect.any(Number),
        body_style: 'PV',
        year_min: expect.any(Number),
        year_max: expect.any(Number),
        transmission: 'MANUAL',
        abi_code: expect.stringMatching(/^[0-9]{8}$/),
        doors: 4,
        gvw: expect.any(Number),
        seats: expect.any(Number),
      });
    });

    it('never offers an excluded manufacturer, and refuses one asked for', async () => {
      const makes = await ask({});
      for (const make of data.excludedManufacturers) expect(values(makes.options)).not.toContain(make);
      const res = await get('/api/vehicle?manufacturer=GREAT%20WALL');
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual([
        { path: 'manufacturer', message: 'Please select one of the available options.' },
      ]);
    });

    it.each([
      ['a model not of that manufacturer', { manufacturer: 'FORD', model: 'SPRINTER' }, 'model'],
      ['an unknown manufacturer', { manufacturer: 'TESLA' }, 'manufacturer'],
      [
        'a fuel the range does not have',
        { manufacturer: 'FORD', model: 'TRANSIT CUSTOM', fuel_type: 'PETROL' },
        'fuel_type',
      ],
      [
        'a year that is not a number',
        { manufacturer: 'FORD', model: 'TRANSIT CUSTOM', fuel_type: 'DIESEL', year: 'soon' },
        'year',
      ],
      [
        'a year out of range',
        { manufacturer: 'FORD', model: 'TRANSIT CUSTOM', fuel_type: 'DIESEL', year: '1999' },
        'year',
      ],
      [
        'an unknown transmission',
        {
          manufacturer: 'FORD',
          model: 'TRANSIT CUSTOM',
          fuel_type: 'DIESEL',
          year: '2021',
          transmission: 'CVT',
        },
        'transmission',
      ],
      [
        'a door count not offered',
        {
          manufacturer: 'FORD',
          model: 'TRANSIT CUSTOM',
          fuel_type: 'DIESEL',
          year: '2021',
          transmission: 'MANUAL',
          doors: '9',
        },
        'doors',
      ],
    ])('answers 422 for %s', async (_what, query, field) => {
      const res = await get(`/api/vehicle?${new URLSearchParams(query)}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields[0].path).toBe(field);
    });

    it('answers 422, not 500, for a parameter given twice', async () => {
      const res = await get('/api/vehicle?manufacturer=FORD&manufacturer=FIAT');
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields[0].path).toBe('manufacturer');
    });
  });

  it.each(['/api/vehicle', '/api/vehicle/registration?registration=VQ21TCE'])(
    'answers the read %s without X-Requested-With, which guards only state changes',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
    },
  );
});
