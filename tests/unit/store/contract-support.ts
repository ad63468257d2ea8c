/**
 * Set-up for the store contract suite: a fresh database of the project's kind per test (SQLite in the
 * `node` project, PostgreSQL in the `postgres` one), stores opened on it and closed after the test,
 * and the records the suite writes.
 */
import { afterEach } from 'vitest';
import type { Risk } from '#domain/contract/proposal.ts';
import { CONFIRMATION_KIND, type NewOutboxRow } from '#server/email/outbox-types.ts';
import { hashToken, newProposalToken, newQuoteReference, newUuid } from '#server/proposals/ids.ts';
import type { PaymentRecord } from '#server/providers/payment/payment-types.ts';
import type { NewProposal, ProposalData, Store } from '#server/store/types.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { freshDatabase } from '#tests/support/store-under-test.ts';
import type { TestDatabase } from '#tests/support/test-database.ts';

export interface Servers {
  database: TestDatabase;
  /** The first store on the database. */
  store: Store;
  /** Another store on the same database: a second server. */
  another(): Promise<Store>;
}

/** Registers the after-each clean-up in the calling file; call `servers()` inside a test. */
export function serversPerTest(): () => Promise<Servers> {
  const opened: Store[] = [];
  const databases: TestDatabase[] = [];
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
    for (const database of databases.splice(0)) await database.dispose();
  });
  return async () => {
    const database = await freshDatabase();
    databases.push(database);
    const open = async () => {
      const store = await database.open();
      opened.push(store);
      return store;
    };
    return { database, store: await open(), another: open };
  };
}

export const proposalData = (): ProposalData => ({
  risk: completeRisk() as Risk,
  addons: null,
  quote: null,
  direct_debit: null,
});

/** A new proposal for the store to create, with a token of its own. */
export function newProposal(over: Partial<NewProposal> = {}): NewProposal & { token: string } {
  const token = newProposalToken();
  return {
    uuid: newUuid(),
    reference: newQuoteReference(),
    isPayMonthly: false,
    data: proposalData(),
    tokenHash: hashToken(token),
    token,
    ...over,
  };
}

/** The confirmation email a purchase of `uuid` queues. */
export function emailFor(uuid: string, at = '2026-06-10T09:00:00.000Z'): NewOutboxRow {
  return {
    kind: CONFIRMATION_KIND,
    proposal_uuid: uuid,
    payload: {
      to: 'sam.taylor@example.com',
      subject: 'Good news',
      text: 'Hello',
      html: '<p>Hello</p>',
      attachments: [],
      message_id: `<policy-${uuid}@vanquote.example>`,
    },
    created_at: at,
  };
}

export const PAYMENT_UUID = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
export const PAYMENT_AT = '2026-03-15T12:00:00.000Z';

/** A payment of proposal PAYMENT_UUID, opened at PAYMENT_AT. */
export const paymentRow = (over: Partial<PaymentRecord> = {}): PaymentRecord => ({
  payment_id: 'pay_AAAAAAAAAAAAAAAAAAAAAAAA',
  proposal_uuid: PAYMENT_UUID,
  reference: '1ABCDEFGHJKLM',
  amount_pence: 12345,
  description: 'Annual premium',
  status: 'open',
  brand: null,
  last4: null,
  return_url: `/quote/payment-redirect?uuid=${PAYMENT_UUID}`,
  form_key: 'k',
  created_at: PAYMENT_AT,
  updated_at: PAYMENT_AT,
  captured_at: null,
  ...over,
});
