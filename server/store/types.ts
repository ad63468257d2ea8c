/**
 * The store interface. The default implementation is embedded SQLite; a PostgreSQL one can be
 * added behind the same interface for deployments with several API servers (DESIGN.md 3).
 */

/** What the proposal holds beyond its indexed columns, stored whole as JSON. */
export interface ProposalData {
  risk: Record<string, unknown>;
  addons: unknown[] | null;
  quote: Record<string, unknown> | null;
  direct_debit: Record<string, unknown> | null;
}

export interface ProposalRecord {
  uuid: string;
  reference: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  isQuoted: boolean;
  isPurchased: boolean;
  isPayMonthly: boolean;
  data: ProposalData;
}

export interface NewProposal {
  uuid: string;
  reference: string;
  isPayMonthly: boolean;
  data: ProposalData;
  /** sha-256 of the browser's proposal token, which alone may read this proposal. */
  tokenHash: string;
}

/** The changes one write makes; fields left out keep their value. */
export interface ProposalChanges {
  isQuoted?: boolean;
  isPurchased?: boolean;
  isPayMonthly?: boolean;
  data?: ProposalData;
}

export class StaleVersionError extends Error {
  constructor() {
    super('stale proposal version');
  }
}

export class DuplicateReferenceError extends Error {
  constructor() {
    super('duplicate quote reference');
  }
}

export interface Store {
  createProposal(proposal: NewProposal): Promise<ProposalRecord>;
  getProposal(uuid: string): Promise<ProposalRecord | null>;
  /** The proposal whose current quote has this applied reference (its documents' key). */
  findByAppliedReference(appliedReference: string): Promise<ProposalRecord | null>;
  /** Writes only when the stored version equals expectedVersion; otherwise throws StaleVersionError. */
  updateProposal(uuid: string, expectedVersion: number, changes: ProposalChanges): Promise<ProposalRecord>;
  hasAccess(uuid: string, tokenHash: string): Promise<boolean>;
  grantAccess(uuid: string, tokenHash: string): Promise<void>;
  /** Rows in the proposals table, for health checks and tests. */
  countProposals(): Promise<number>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
