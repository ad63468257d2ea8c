import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { NewOutboxRow } from '#server/email/outbox-types.ts';
import { toRecord, recallKeys, writtenColumns, type ProposalRow } from './proposal-rows';
import { migrateSqlite } from './sqlite-migrations';
import { insertOutboxRow, sqliteOutbox } from './sqlite-outbox';
import { sqlitePaymentStore } from './sqlite-payments';
import { sqliteFunnelCounts } from './sqlite-funnel';
import { sqliteRateLimits } from './sqlite-rate-limits';
import {
  DuplicateReferenceError,
  StaleVersionError,
  type NewProposal,
  type ProposalChanges,
  type Store,
} from './types';

/**
 * Opens (and creates and migrates) the SQLite file; WAL mode, one transaction per write. Several
 * servers on one machine may share the file: writes take its lock in turn (busy_timeout).
 */
export function openSqliteStore(file: string): Store {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrateSqlite(db);

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
  const countAll = db.prepare('SELECT COUNT(*) AS n FROM proposals');
  const one = db.prepare('SELECT 1 AS ok');

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
    const columns = writtenColumns(toRecord(current), changes);
    update.run({
      ...columns,
      uuid,
      expectedVersion,
      now: new Date().toISOString(),
      isQuoted: columns.isQuoted ? 1 : 0,
      isPurchased: columns.isPurchased ? 1 : 0,
      isPayMonthly: columns.isPayMonthly ? 1 : 0,
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

  const recordOf = (row: unknown) => (row ? toRecord(row as ProposalRow) : null);

  return {
    payments: sqlitePaymentStore(db),
    outbox: sqliteOutbox(db),
    rateLimits: sqliteRateLimits(db),
    funnel: sqliteFunnelCounts(db),
    async findByReference(reference) {
      return recordOf(selectByReference.get(reference));
    },
    async purchase(uuid, expectedVersion, changes, email) {
      return purchase.immediate(uuid, expectedVersion, changes, email);
    },
    // IMMEDIATE takes the write lock before reading, so another server on the file cannot slip a
    // write in between (which would fail this one with SQLITE_BUSY rather than wait).
    async createProposal(p) {
      return create.immediate(p);
    },
    async getProposal(uuid) {
      return recordOf(selectOne.get(uuid));
    },
    async findByAppliedReference(appliedReference) {
      return recordOf(selectByApplied.get(appliedReference));
    },
    async updateProposal(uuid, expectedVersion, changes) {
      return write.immediate(uuid, expectedVersion, changes);
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
      return (countAll.get() as { n: number }).n;
    },
    async ping() {
      return (one.get() as { ok: number }).ok === 1;
    },
    async close() {
      db.close();
    },
  };
}
