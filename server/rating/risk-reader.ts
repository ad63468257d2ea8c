import { isIsoDate } from '#domain/dates.ts';
import { RatingInputError } from './errors';
import {
  COVER_TYPES,
  type CoverType,
  type RatingClaim,
  type RatingConviction,
  type RatingDriver,
  type RatingInput,
} from './types';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A small typed reader over an unknown value; every miss names the dotted path of the answer. */
class Reader {
  constructor(
    private readonly value: Obj,
    private readonly path: string,
  ) {}

  static of(value: unknown, path: string): Reader {
    if (!isObj(value)) throw new RatingInputError(path, 'This answer is missing.');
    return new Reader(value, path);
  }

  private at(key: string): string {
    return `${this.path}.${key}`;
  }

  obj(key: string): Reader {
    return Reader.of(this.value[key], this.at(key));
  }

  list(key: string): Reader[] {
    const v = this.value[key];
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v)) throw new RatingInputError(this.at(key), 'This answer must be a list.');
    return v.map((item, i) => Reader.of(item, `${this.at(key)}.${i}`));
  }

  num(key: string): number {
    const v = this.value[key];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
      throw new RatingInputError(this.at(key), 'This answer must be a number of at least 0.');
    return v;
  }

  optNum(key: string, fallback: number): number {
    return this.value[key] === undefined || this.value[key] === null ? fallback : this.num(key);
  }

  str(key: string): string {
    const v = this.value[key];
    if (typeof v !== 'string' || v.trim() === '')
      throw new RatingInputError(this.at(key), 'This answer is missing.');
    return v.trim();
  }

  optStr(key: string): string | null {
    const v = this.value[key];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
  }

  date(key: string): string {
    const v = this.str(key);
    if (!isIsoDate(v)) throw new RatingInputError(this.at(key), 'This date must be written YYYY-MM-DD.');
    return v;
  }

  optDate(key: string): string | null {
    return this.optStr(key) === null ? null : this.date(key);
  }

  /** true only for the boolean true; anything else (absent, false) is false. */
  flag(key: string): boolean {
    return this.value[key] === true;
  }

  /** The default applies only when the answer is absent. */
  flagOr(key: string, fallback: boolean): boolean {
    const v = this.value[key];
    return typeof v === 'boolean' ? v : fallback;
  }
}

function readClaim(c: Reader): RatingClaim {
  return {
    type: c.str('type_of_claim'),
    date: c.date('claim_date'),
    at_fault: c.flag('was_this_driver_at_fault'),
  };
}

function readConviction(c: Reader): RatingConviction {
  return {
    code: c.str('offence_code').toUpperCase(),
    date: c.optDate('date_of_conviction') ?? c.date('incident_date'),
    points: c.optNum('penalty_points', 0),
    months_disqualified: c.optNum('months_disqualified', 0),
  };
}

/** Claims and convictions count only when the matching yes/no answer is yes (stale lists are ignored). */
function readDriver(d: Reader): RatingDriver {
  return {
    date_of_birth: d.date('date_of_birth'),
    licence_valid_from: d.date('licence_valid_from'),
    ever_been_refused_cover: d.flag('ever_been_refused_cover'),
    claims: d.flag('has_claims') ? d.list('claims').map(readClaim) : [],
    convictions: d.flag('has_convictions') ? d.list('convictions').map(readConviction) : [],
  };
}

function readSecurity(vehicle: Reader, device: 'ALARM' | 'TRACKER'): string | null {
  if (!vehicle.flag(device === 'ALARM' ? 'has_alarm' : 'has_tracker')) return null;
  for (const item of vehicle.list('security_items')) {
    if (item.optStr('security_device') === device) return item.optStr('type_of_alarm');
  }
  return null;
}

/**
 * The facts the tables price, read from a proposal's risk (the quote-form answers). Throws
 * RatingInputError naming the path (risk.…) of the first answer the engine needs but cannot read.
 */
export function readRisk(risk: unknown): RatingInput {
  const r = Reader.of(risk, 'risk');
  const policy = r.obj('policy');
  const vehicle = r.obj('vehicle');
  const drivers = r.obj('drivers');
  const proposer = drivers.obj('proposer');

  const coverType = policy.str('cover_type_required') as CoverType;
  if (!COVER_TYPES.includes(coverType))
    throw new RatingInputError('risk.policy.cover_type_required', 'Unknown level of cover.');

  const withAdditional = drivers.flagOr('has_additional_drivers', true);
  return {
    cover_type: coverType,
    voluntary_excess: policy.optNum('voluntary_excess', 0),
    ncd_years: policy.optNum('how_many_years_of_ncd', 0),
    protect_ncd: policy.flag('protect_ncd'),
    class_of_use: proposer.str('class_of_use'),
    postcode: r.obj('contact_details').obj('address').str('postcode').toUpperCase(),
    vehicle: {
      value_gbp: vehicle.num('estimated_value'),
      weight_kg: vehicle.num('weight'),
      annual_mileage: vehicle.num('total_annual_mileage'),
      overnight_location: vehicle.optStr('overnight_vehicle_location') ?? '',
      imported: vehicle.flag('imported_vehicle'),
      hazardous_goods: vehicle.flag('hazardous_goods'),
      q_plates: vehicle.flag('q_plates'),
      right_hand_drive: vehicle.flagOr('right_hand_drive', true),
      alarm: readSecurity(vehicle, 'ALARM'),
      tracker: readSecurity(vehicle, 'TRACKER'),
    },
    proposer: readDriver(proposer),
    additional_drivers: withAdditional ? drivers.list('additional_drivers').map(readDriver) : [],
  };
}
