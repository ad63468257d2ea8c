/**
 * The fuzz run's view of what bad input may not change: the proposals, proposal_access, payments and
 * outbox tables, each row by its key, on either store (database-tables.ts); what changed between two
 * views; and putting a view back.
 */
import { createHash } from 'node:crypto';
import type { DatabaseTables, Row } from './database-tables.ts';
import { MARKER } from './json-tools.ts';

type Table = Map<string, Row>;
export interface Snapshot {
  proposals: Table;
  proposal_access: Table;
  payments: Table;
  outbox: Table;
}
export const TABLES = ['proposals', 'proposal_access', 'payments', 'outbox'] as const;
const keyOf: Record<(typeof TABLES)[number], (r: Row) => string> = {
  proposals: (r) => String(r.uuid),
  proposal_access: (r) => `${String(r.uuid)}:${String(r.token_hash)}`,
  payments: (r) => String(r.payment_id),
  outbox: (r) => String(r.id),
};

/** The four tables bad input must not change, each row by its key. */
export async function snapshot(tables: DatabaseTables): Promise<Snapshot> {
  const read = async (table: (typeof TABLES)[number]) =>
    new Map((await tables.rows(table)).map((r) => [keyOf[table](r), r]));
  return {
    proposals: await read('proposals'),
    proposal_access: await read('proposal_access'),
    payments: await read('payments'),
    outbox: await read('outbox'),
  };
}

const sameRow = (a: Row, b: Row) => JSON.stringify(a) === JSON.stringify(b);

/** What a customer gave or bought: a change here by bad input is a failure (version and quote are the server's). */
export function customerView(row: Row): string {
  const data = JSON.parse(String(row.data)) as Record<string, unknown>;
  const { quote: _quote, addons, ...rest } = data;
  return JSON.stringify({
    uuid: row.uuid,
    reference: row.reference,
    created_at: row.created_at,
    postcode: row.postcode,
    date_of_birth: row.date_of_birth,
    is_purchased: row.is_purchased,
    is_pay_monthly: row.is_pay_monthly,
    addons: Array.isArray(addons) ? addons.map((a) => (a as { code?: unknown }).code) : addons,
    ...rest,
  });
}

function paymentView(row: Row): string {
  const { updated_at: _updated, ...rest } = row;
  return JSON.stringify(rest);
}

/** A short hash of every stored proposal's customer data. */
export function customerHash(at: Snapshot): string {
  const rows = [...at.proposals.values()].sort((a, b) => String(a.uuid).localeCompare(String(b.uuid)));
  return createHash('sha256').update(rows.map(customerView).join('\n')).digest('hex').slice(0, 16);
}

export interface Diff {
  added: Record<(typeof TABLES)[number], Row[]>;
  removed: number;
  customerChanged: string[];
  paymentsChanged: string[];
  markers: string[];
  any: boolean;
}

export function diffOf(before: Snapshot, after: Snapshot): Diff {
  const added = { proposals: [], proposal_access: [], payments: [], outbox: [] } as Diff['added'];
  let removed = 0;
  const customerChanged: string[] = [];
  const paymentsChanged: string[] = [];
  const markers: string[] = [];
  for (const table of TABLES) {
    const was = before[table];
    const now = after[table];
    for (const [key, row] of now) {
      const old = was.get(key);
      if (old && sameRow(old, row)) continue;
      if (JSON.stringify(row).includes(MARKER)) markers.push(`${table} ${key}`);
      if (!old) added[table].push(row);
      else if (table === 'proposals' && customerView(old) !== customerView(row)) customerChanged.push(key);
      else if (table === 'payments' && paymentView(old) !== paymentView(row)) paymentsChanged.push(key);
      else if (table === 'outbox') paymentsChanged.push(`outbox ${key}`);
    }
    for (const key of was.keys()) if (!now.has(key)) removed++;
  }
  const rows = TABLES.reduce((n, t) => n + added[t].length, 0);
  return {
    added,
    removed,
    customerChanged,
    paymentsChanged,
    markers,
    any: rows + removed + customerChanged.length + paymentsChanged.length > 0,
  };
}

/** Puts the four tables back as they were (only after a write by bad input). */
export function restore(tables: DatabaseTables, to: Snapshot): Promise<void> {
  return tables.replace(TABLES.map((table) => [table, [...to[table].values()]]));
}
