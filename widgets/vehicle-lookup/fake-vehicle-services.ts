/**
 * A stand-in for the app's vehicle services, for the field's tests and stories: the demo registrations
 * VQ21TCE, VQ71SPR, VQ05NFD (not found) and VQ11DMP (DUMP CODE), and a small manual search that
 * answers like GET /api/vehicle (SPEC.md 7).
 */
import type { FormServices } from '#domain/form-services.ts';
import type {
  ListOption,
  ManualVehicleAnswer,
  ManualVehicleQuery,
  ManualVehicleResult,
  VehicleSearchResult,
} from '#domain/contract/lookups.ts';
import { normaliseRegistration } from '#domain/patterns.ts';
import { createFakeServices, FAKE_LISTS } from '#widgets/shared/fake-services.ts';
import { DISPLAY_LISTS, MANUAL_STEPS, type ManualStep } from './vehicle-lookup-logic';

interface FakeVan extends ManualVehicleResult {
  range: string;
}

export const FAKE_VANS: FakeVan[] = [
  {
    manufacturer: 'FORD',
    range: 'TRANSIT CUSTOM',
    model: 'TRANSIT CUSTOM 300 L1H1 LIMITED 2.0 ECOBLUE 130',
    fuel_type: 'DIESEL',
    engine_size: 1995,
    body_style: 'PV',
    year_min: 2016,
    year_max: 2023,
    transmission: 'MANUAL',
    abi_code: '10010048',
    doors: 4,
    gvw: 3000,
    seats: 3,
  },
  {
    manufacturer: 'FORD',
    range: 'TRANSIT CUSTOM',
    model: 'TRANSIT CUSTOM 300 L1H1 TREND 2.0 ECOBLUE 130',
    fuel_type: 'DIESEL',
    engine_size: 1995,
    body_style: 'PV',
    year_min: 2016,
    year_max: 2023,
    transmission: 'MANUAL',
    abi_code: '10010037',
    doors: 4,
    gvw: 3000,
    seats: 3,
  },
  {
    manufacturer: 'FORD',
    range: 'TRANSIT CONNECT',
    model: 'TRANSIT CONNECT 200 L1 TREND 1.5 ECOBLUE 100',
    fuel_type: 'DIESEL',
    engine_size: 1499,
    body_style: 'CD',
    year_min: 2018,
    year_max: 2022,
    transmission: 'MANUAL',
    abi_code: '10030011',
    doors: 5,
    gvw: 2100,
    seats: 2,
  },
  {
    manufacturer: 'MERCEDES-BENZ',
    range: 'SPRINTER',
    model: 'SPRINTER 314 CDI L2H2',
    fuel_type: 'DIESEL',
    engine_size: 2143,
    body_style: 'HR',
    year_min: 2018,
    year_max: 2023,
    transmission: 'AUTOMATIC',
    abi_code: '20020011',
    doors: 4,
    gvw: 3500,
    seats: 3,
  },
  {
    manufacturer: 'VAUXHALL',
    range: 'VIVARO',
    model: 'VIVARO 2900 L1H1 SPORTIVE 1.6 CDTI',
    fuel_type: 'DIESEL',
    engine_size: 1598,
    body_style: 'PV',
    year_min: 2015,
    year_max: 2019,
    transmission: 'MANUAL',
    abi_code: '30010011',
    doors: 4,
    gvw: 2900,
    seats: 3,
  },
];

const search = (reg: string, v: FakeVan, year: number, date: string): VehicleSearchResult => ({
  abi_code: v.abi_code,
  date_registered: date,
  engine_size: v.engine_size,
  fuel_type: v.fuel_type,
  manufacturer: v.manufacturer,
  model: v.model,
  registration: reg,
  year,
  imported: false,
  transmission: v.transmission,
  gvw: v.gvw,
  body_type: v.body_style,
  number_of_doors: v.doors,
  number_of_seats: v.seats,
});

/** What the lookup answers for each demo registration (VQ11DMP as the server sends DUMP CODE). */
export const FAKE_REGISTRATIONS: Record<string, VehicleSearchResult[]> = {
  VQ21TCE: [search('VQ21TCE', FAKE_VANS[0], 2021, '2021-04-12')],
  VQ71SPR: [search('VQ71SPR', FAKE_VANS[3], 2021, '2021-09-30')],
  VQ11DMP: [
    {
      abi_code: 'DUMP CODE',
      registration: 'VQ11DMP',
      year: 2011,
      date_registered: '2011-05-19',
      imported: false,
      engine_size: null,
      fuel_type: null,
      manufacturer: null,
      model: null,
      transmission: null,
      gvw: null,
      body_type: null,
      number_of_doors: null,
      number_of_seats: null,
    } as unknown as VehicleSearchResult,
  ],
};

/** The provider names fuel and transmission choices as the reference lists do. */
const LABELS: Partial<Record<ManualStep, readonly ListOption[]>> = {
  fuel_type: FAKE_LISTS.fuel_type,
  transmission: FAKE_LISTS.transmission,
};

function valuesOf(step: ManualStep, v: FakeVan): string[] {
  if (step === 'model') return [v.range];
  if (step === 'year')
    return Array.from({ length: v.year_max - v.year_min + 1 }, (_, i) => String(v.year_max - i));
  if (step === 'doors') return [String(v.doors)];
  return [String(v[step])];
}

/** The manual search over FAKE_VANS, answering like the server's provider. */
export function fakeManualVehicle(query: ManualVehicleQuery): ManualVehicleAnswer {
  let matching = FAKE_VANS;
  for (const step of MANUAL_STEPS) {
    const chosen = query[step];
    const notChosen = !chosen || chosen === 'Not specified' || (step === 'doors' && chosen === '0');
    if (notChosen) {
      const values = [...new Set(matching.flatMap((v) => valuesOf(step, v)))];
      const options: ListOption[] = values.map((value) => ({
        name: LABELS[step]?.find((option) => option.value === value)?.name ?? value,
        value,
      }));
      return { field: step, options };
    }
    matching = matching.filter((v) => valuesOf(step, v).includes(chosen));
  }
  return { field: 'vehicles', vehicles: matching.map(({ range: _range, ...result }) => result) };
}

export interface FakeServiceOptions {
  /** Milliseconds each call waits, to show the in-progress states; Infinity: calls never answer. */
  delay?: number;
  /** Make every lookup, or every manual search, fail. */
  failLookup?: boolean;
  failManual?: boolean;
}

const wait = (ms: number) =>
  new Promise((resolve) => {
    if (Number.isFinite(ms)) setTimeout(resolve, ms);
  });

/**
 * FormServices with the fake vehicle answers; the lists whose names the card shows (fuel type,
 * transmission, body type) are already loaded, the other list and address calls are the shared fakes'.
 */
export function fakeVehicleServices(options: FakeServiceOptions = {}): FormServices {
  const { delay = 0, failLookup = false, failManual = false } = options;
  const settle = async () => {
    if (delay > 0) await wait(delay);
  };
  return {
    ...createFakeServices({ cached: [...DISPLAY_LISTS] }),
    async lookupRegistration(registration) {
      await settle();
      if (failLookup) throw new Error('lookup failed');
      return FAKE_REGISTRATIONS[normaliseRegistration(registration)] ?? [];
    },
    async manualVehicle(query) {
      await settle();
      if (failManual) throw new Error('manual search failed');
      return fakeManualVehicle(query);
    },
  };
}
