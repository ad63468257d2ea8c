import type { ProposalChanges, ProposalData, ProposalRecord } from './types';

/**
 * A proposals row as either database answers it: SQLite gives flags as 0/1 and the data as JSON
 * text; PostgreSQL gives booleans and the parsed JSON.
 */
export interface ProposalRow {
  uuid: string;
  reference: string;
  version: number;
  created_at: string;
  updated_at: string;
  is_quoted: number | boolean;
  is_purchased: number | boolean;
  is_pay_monthly: number | boolean;
  data: string | ProposalData;
}

export function toRecord(row: ProposalRow): ProposalRecord {
  return {
    uuid: row.uuid,
    reference: row.reference,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    isQuoted: Boolean(row.is_quoted),
    isPurchased: Boolean(row.is_purchased),
    isPayMonthly: Boolean(row.is_pay_monthly),
    data: typeof row.data === 'string' ? (JSON.parse(row.data) as ProposalData) : row.data,
  };
}

/** Indexed copies of a few answers, for recall by reference, postcode and date of birth. */
export function recallKeys(data: ProposalData): {
  postcode: string | null;
  dob: string | null;
  applied: string | null;
} {
  const risk = data.risk as {
    contact_details?: { address?: { postcode?: unknown } };
    drivers?: { proposer?: { date_of_birth?: unknown } };
  };
  const postcode = risk.contact_details?.address?.postcode;
  const dob = risk.drivers?.proposer?.date_of_birth;
  const applied = (data.quote as { metadata?: { applied_reference?: unknown } } | null)?.metadata
    ?.applied_reference;
  return {
    postcode: typeof postcode === 'string' ? postcode.replace(/\s+/g, '').toUpperCase() : null,
    dob: typeof dob === 'string' ? dob : null,
    applied: typeof applied === 'string' ? applied : null,
  };
}

/** The columns one versioned write sets: the changes over the current record, keys re-derived. */
export function writtenColumns(current: ProposalRecord, changes: ProposalChanges) {
  const data = changes.data ?? current.data;
  const keys = recallKeys(data);
  return {
    postcode: keys.postcode,
    dob: keys.dob,
    applied: keys.applied,
    isQuoted: changes.isQuoted ?? current.isQuoted,
    isPurchased: changes.isPurchased ?? current.isPurchased,
    isPayMonthly: changes.isPayMonthly ?? current.isPayMonthly,
    data: JSON.stringify(data),
  };
}
