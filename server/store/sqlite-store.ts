import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrations } from './migrations';
import { insertOutboxRow, sqliteOutbox } from './sqlite-outbox';
import { sqlitePaymentStore } from './sqlite-payments';
import { sqliteFunnelCounts } from './sqlite-funnel';
import { sqliteRateLimits } from './sqlite-rate-limits';
import type { NewOutboxRow } from '#server/email/outbox-types.ts';
import {
  DuplicateReferenceError,
  StaleVersionError,
  type NewProposal,
  type ProposalChanges,
  type ProposalData,
  type ProposalRecord,
  type Store,
} from './types';

interface ProposalRow {
  uuid: string;
  reference: string;
  version: number;
  created_at: string;
  updated_at: string;
  is_quoted: number;
  is_purchased: number;
  is_pay_monthly: number;
  data: string;
}

function toRecord(row: ProposalRow): ProposalRecord {
  return {
    uuid: row.uuid,
    reference: row.reference,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    isQuoted: row.is_quoted === 1,
    isPurchased: row.is_purchased === 1,
    isPayMonthly: row.is_pay_monthly === 1,
    data: JSON.parse(row.data) as ProposalData,
  };
}

/** Indexed copies of a few answers, for recall by reference, postcode and date of birth. */
function recallKeys(data: ProposalData): {
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

/** Opens (and creates and migrates) the SQLite file; WAL mode, one transaction per write. */
export function openSqliteStore(file: string): Store {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
      (r) => r.version,
    ),
  );
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(
        m.version,
        new Date().toISOString(),
      );
    })();
  }

  const selectOne = db.prepare('SELECT * FROM proposals WHERE uuid = ?');
  const selectByApplied = db.prepare('SELECT * FROM proposals WHERE applied_reference = ?');
  const selectByReference = db.prepare('SELECT * FROM proposals WHERE reference = ?');
  const insert = db.prepare(`INSERT INTO proposals
    (uuid, reference, version, created_at, updated_at, postcode, date_of_birth, is_quoted, is_purchased, is_pay_monthly, data)
    VALUES (@uuid, @reference, 1, @now, @now, @postcode, @dob, 0, 0, @isPayMonthly, @data)`);
  const insertAccess = db.prepare(
    'INSERT OR IGNORE INTO proposal_access (uuid, token_hash, created_at) VALUES (?, ?, ?)',
  );
  const selectAccess = db.prepare('SELECT 1 FROM proposal_access WHERE uuid = ? AND token_hash = ?');
  const selectToken = db.prepare('SELECT 1 FROM proposal_access WHERE token_hash = ? LIMIT 1');
  const update =
    db.prepare(`UPDATE proposals SET version = version + 1, updated_at = @now, postcode = @postcode,
    date_of_birth = @dob, applied_reference = @applied, is_quoted = @isQuoted, is_purchased = @isPurchased, is_pay_monthly = @isPayMonthly, data = @data
    WHERE uuid = @uuid AND version = @expectedVersion`);

  const create = db.transaction((p: NewProposal) => {
    const now = new Date().toISOString();
    const keys = recallKeys(p.data);
    try {
      insert.run({
        uuid: p.uuid,
        reference: p.reference,
        now,
        postcode: keys.postcode,
        dob: keys.dob,
        isPayMonthly: p.isPayMonthly ? 1 : 0,
        data: JSON.stringify(p.data),
      });
    } catch (e) {
      if (e instanceof Error && /UNIQUE constraint failed: proposals.reference/.test(e.message)) {
        throw new DuplicateReferenceError();
      }
      throw e;
    }
    insertAccess.run(p.uuid, p.tokenHash, now);
    return toRecord(selectOne.get(p.uuid) as ProposalRow);
  });

  const write = db.transaction((uuid: string, expectedVersion: number, changes: ProposalChanges) => {
    const current = selectOne.get(uuid) as ProposalRow | undefined;
    if (!current || current.version !== expectedVersion) throw new StaleVersionError();
    const record = toRecord(current);
    const data = changes.data ?? record.data;
    const keys = recallKeys(data);
    update.run({
      uuid,
      expectedVersion,
      now: new Date().toISOString(),
      postcode: keys.postcode,
      dob: keys.dob,
      applied: keys.applied,
      isQuoted: (changes.isQuoted ?? record.isQuoted) ? 1 : 0,
      isPurchased: (changes.isPurchased ?? record.isPurchased) ? 1 : 0,
      isPayMonthly: (changes.isPayMonthly ?? record.isPayMonthly) ? 1 : 0,
      data: JSON.stringify(data),
    });
    return toRecord(selectOne.get(uuid) as ProposalRow);
  });

  const purchase = db.transaction(
    (uuid: string, expectedVersion: number, changes: ProposalChanges, email: NewOutboxRow) => {
      const record = write(uuid, expectedVersion, changes);
      insertOutboxRow(db, email);
      return record;
    },
  );

  return {
    payments: sqlitePaymentStore(db),
    outbox: sqliteOutbox(db),
    rateLimits: sqliteRateLimits(db),
    funnel: sqliteFunnelCounts(db),
    async findByReference(reference) {
      const row = selectByReference.get(reference) as ProposalRow | undefined;
      return row ? toRecord(row) : null;
    },
    async purchase(uuid, expectedVersion, changes, email) {
      return purchase.immediate(uuid, expectedVersion, changes, email);
    },
    async createProposal(p) {
      return create(p);
    },
    async getProposal(uuid) {
      const row = selectOne.get(uuid) as ProposalRow | undefined;
      return row ? toRecord(row) : null;
    },
    async findByAppliedReference(appliedReference) {
      const row = selectByApplied.get(appliedReference) as ProposalRow | undefined;
      return row ? toRecord(row) : null;
    },
    async updateProposal(uuid, expectedVersion, changes) {
      return write(uuid, expectedVersion, changes);
    },
    async hasAccess(uuid, tokenHash) {
      return selectAccess.get(uuid, tokenHash) !== undefined;
    },
    async knowsToken(tokenHash) {
      return selectToken.get(tokenHash) !== undefined;
    },
    async grantAccess(uuid, tokenHash) {
      insertAccess.run(uuid, tokenHash, new Date().toISOString());
    },
    async countProposals() {
      return (db.prepare('SELECT COUNT(*) AS n FROM proposals').get() as { n: number }).n;
    },
    async ping() {
      return (db.prepare('SELECT 1 AS ok').get() as { ok: number }).ok === 1;
    },
    async close() {
      db.close();
    },
  };
}
