import { beforeEach, describe, expect, it } from 'vitest';
import { CONFIRMATION_KIND, type NewOutboxRow } from '#server/email/outbox-types.ts';
import { enqueueConfirmation, insertOutboxRow, sqliteOutbox } from '#server/store/sqlite-outbox.ts';
import { at, confirmationInput as input, databasePerTest, insertProposal, t0 } from './support.ts';

const row = (uuid: string): NewOutboxRow => ({
  kind: CONFIRMATION_KIND,
  proposal_uuid: uuid,
  payload: {
    to: 'a@example.com',
    subject: 's',
    text: 't',
    html: 'h',
    attachments: [],
    message_id: `<${uuid}@x>`,
  },
  created_at: t0.toISOString(),
});

const env = databasePerTest('vq-outbox-');
beforeEach(() => {
  insertProposal(env.db, 'p1');
  insertProposal(env.db, 'p2');
});

describe('writing the outbox row in the purchase transaction', () => {
  it('commits with the purchase, holding the composed message', async () => {
    env.db.transaction(() => {
      env.db.prepare('UPDATE proposals SET is_purchased = 1 WHERE uuid = ?').run('p1');
      expect(enqueueConfirmation(env.db, 'p1', input, t0)).toBe(true);
    })();
    const stored = await sqliteOutbox(env.db).find('p1', CONFIRMATION_KIND);
    expect(stored).toMatchObject({
      kind: 'policy-confirmation',
      status: 'pending',
      attempts: 0,
      next_attempt_at: t0.toISOString(),
      created_at: t0.toISOString(),
      lease_until: null,
      last_error: null,
      sent_at: null,
    });
    expect(stored?.payload.message_id).toBe('<policy-VQP-000123@vanquote.example>');
    expect(stored?.payload.attachments.map((a) => a.filename)).toEqual([
      'policy-wording.html',
      'proposal-form.html',
    ]);
  });

  it('rolls back with the purchase: no purchase, no email', async () => {
    const purchase = env.db.transaction(() => {
      enqueueConfirmation(env.db, 'p1', input, t0);
      throw new Error('payment not captured');
    });
    expect(purchase).toThrow('payment not captured');
    expect(await sqliteOutbox(env.db).find('p1', CONFIRMATION_KIND)).toBeNull();
  });

  it('queues one confirmation per proposal, however often the purchase is accepted', async () => {
    expect(enqueueConfirmation(env.db, 'p1', input, t0)).toBe(true);
    expect(enqueueConfirmation(env.db, 'p1', { ...input, forename: 'Again' }, at(1000))).toBe(false);
    expect(await sqliteOutbox(env.db).enqueue(row('p1'))).toBe(false);
    expect(await sqliteOutbox(env.db).countByStatus()).toEqual({
      pending: 1,
      sending: 0,
      sent: 0,
      failed: 0,
    });
    // The key is the database's, not only the code's.
    expect(() =>
      env.db
        .prepare(
          "INSERT INTO outbox (kind, proposal_uuid, payload, next_attempt_at, created_at) VALUES (?, 'p1', '{}', 'x', 'x')",
        )
        .run(CONFIRMATION_KIND),
    ).toThrow(/UNIQUE constraint failed/);
  });

  it('refuses a row for a proposal that does not exist', () => {
    expect(() => insertOutboxRow(env.db, row('nope'))).toThrow(/FOREIGN KEY/);
  });
});

// Claims, leases and take-overs are the store contract's (tests/unit/store/outbox-contract.test.ts).
describe('claiming rows from the SQLite file', () => {
  it('sets aside a row whose payload cannot be read, and goes on to the next', async () => {
    const outbox = sqliteOutbox(env.db);
    await outbox.enqueue(row('p1'));
    await outbox.enqueue(row('p2'));
    env.db.prepare("UPDATE outbox SET payload = '{broken' WHERE proposal_uuid = 'p1'").run();
    expect((await outbox.claimNext(t0, 60_000))?.proposal_uuid).toBe('p2');
    expect(env.db.prepare("SELECT status, last_error FROM outbox WHERE proposal_uuid = 'p1'").get()).toEqual({
      status: 'failed',
      last_error: 'EPAYLOAD',
    });
  });
});
