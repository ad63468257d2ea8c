/**
 * The store contract, proposals: what every store (SQLite, PostgreSQL) must do, run on the project's
 * store. Two stores on one database stand for two servers.
 */
import { describe, expect, it } from 'vitest';
import { DuplicateReferenceError, StaleVersionError } from '#server/store/types.ts';
import { emailFor, newProposal, proposalData, serversPerTest } from './contract-support.ts';

const servers = serversPerTest();

describe('creating and reading proposals', () => {
  it('stores a proposal whole, at version 1, readable by uuid and by reference', async () => {
    const { store } = await servers();
    const p = newProposal({ isPayMonthly: true });
    const created = await store.createProposal(p);
    expect(created).toMatchObject({
      uuid: p.uuid,
      reference: p.reference,
      version: 1,
      isQuoted: false,
      isPurchased: false,
      isPayMonthly: true,
      data: p.data,
    });
    expect(created.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await store.getProposal(p.uuid)).toEqual(created);
    expect(await store.findByReference(p.reference)).toEqual(created);
    expect(await store.getProposal('9f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5')).toBeNull();
    expect(await store.countProposals()).toBe(1);
  });

  it('refuses a second proposal with a reference already given, writing nothing', async () => {
    const { store } = await servers();
    const first = newProposal();
    await store.createProposal(first);
    const clash = newProposal({ reference: first.reference });
    await expect(store.createProposal(clash)).rejects.toBeInstanceOf(DuplicateReferenceError);
    expect(await store.getProposal(clash.uuid)).toBeNull();
    expect(await store.knowsToken(clash.tokenHash)).toBe(false);
    expect(await store.countProposals()).toBe(1);
  });

  it('grants the creating browser access, and another only when granted', async () => {
    const { store } = await servers();
    const p = newProposal();
    const other = newProposal();
    await store.createProposal(p);
    expect(await store.hasAccess(p.uuid, p.tokenHash)).toBe(true);
    expect(await store.knowsToken(p.tokenHash)).toBe(true);
    expect(await store.hasAccess(p.uuid, other.tokenHash)).toBe(false);
    expect(await store.knowsToken(other.tokenHash)).toBe(false);
    await store.grantAccess(p.uuid, other.tokenHash);
    await store.grantAccess(p.uuid, other.tokenHash); // twice is once
    expect(await store.hasAccess(p.uuid, other.tokenHash)).toBe(true);
  });

  it('finds a proposal by its quote’s applied reference', async () => {
    const { store } = await servers();
    const p = newProposal();
    await store.createProposal(p);
    const quote = { metadata: { applied_reference: 'APL-123' } } as never;
    await store.updateProposal(p.uuid, 1, { isQuoted: true, data: { ...p.data, quote } });
    expect((await store.findByAppliedReference('APL-123'))?.uuid).toBe(p.uuid);
    expect(await store.findByAppliedReference('APL-999')).toBeNull();
  });
});

describe('versioned updates: a stale write is refused, never a silent overwrite', () => {
  it('writes only over the version read, and counts versions up', async () => {
    const { store } = await servers();
    const p = newProposal();
    await store.createProposal(p);
    const moved = { ...p.data, risk: { ...p.data.risk, cover_start_date: '2030-01-01' } };
    const second = await store.updateProposal(p.uuid, 1, { data: moved, isQuoted: true });
    expect(second).toMatchObject({ version: 2, isQuoted: true, isPayMonthly: false, data: moved });
    await expect(store.updateProposal(p.uuid, 1, { isPayMonthly: true })).rejects.toBeInstanceOf(
      StaleVersionError,
    );
    await expect(store.updateProposal('9f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5', 1, {})).rejects.toBeInstanceOf(
      StaleVersionError,
    );
    expect(await store.getProposal(p.uuid)).toMatchObject({ version: 2, isPayMonthly: false, data: moved });
  });

  it('of two servers updating one version at once, one wins and the other gets StaleVersionError', async () => {
    const { store, another } = await servers();
    const second = await another();
    const p = newProposal();
    await store.createProposal(p);
    for (let round = 1; round <= 5; round++) {
      const results = await Promise.allSettled([
        store.updateProposal(p.uuid, round, { data: { ...proposalData(), direct_debit: { by: 'a' } } }),
        second.updateProposal(p.uuid, round, { data: { ...proposalData(), direct_debit: { by: 'b' } } }),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(StaleVersionError);
      const stored = await second.getProposal(p.uuid);
      expect(stored?.version).toBe(round + 1);
      expect(stored?.data.direct_debit).toEqual(
        (won[0] as PromiseFulfilledResult<typeof stored>).value?.data.direct_debit,
      );
    }
  });
});

describe('the purchase: the proposal and its confirmation email in one transaction', () => {
  it('marks the proposal bought and queues its email once, however often it runs', async () => {
    const { store } = await servers();
    const p = newProposal();
    await store.createProposal(p);
    const bought = await store.purchase(p.uuid, 1, { isPurchased: true }, emailFor(p.uuid));
    expect(bought).toMatchObject({ version: 2, isPurchased: true });
    await store.purchase(p.uuid, 2, { isPurchased: true }, emailFor(p.uuid, '2026-06-11T09:00:00.000Z'));
    expect(await store.outbox.countByStatus()).toEqual({ pending: 1, sending: 0, sent: 0, failed: 0 });
    expect(await store.outbox.find(p.uuid, 'policy-confirmation')).toMatchObject({
      status: 'pending',
      created_at: '2026-06-10T09:00:00.000Z',
      payload: emailFor(p.uuid).payload,
    });
  });

  it('writes nothing when the version is stale: no purchase, no email', async () => {
    const { store } = await servers();
    const p = newProposal();
    await store.createProposal(p);
    await store.updateProposal(p.uuid, 1, { isQuoted: true });
    await expect(store.purchase(p.uuid, 1, { isPurchased: true }, emailFor(p.uuid))).rejects.toBeInstanceOf(
      StaleVersionError,
    );
    expect(await store.getProposal(p.uuid)).toMatchObject({ version: 2, isPurchased: false });
    expect(await store.outbox.find(p.uuid, 'policy-confirmation')).toBeNull();
  });

  it('rolls the proposal back when its email cannot be queued', async () => {
    const { store } = await servers();
    const p = newProposal();
    await store.createProposal(p);
    // An email for a proposal that does not exist breaks the outbox's foreign key, inside the transaction.
    const orphan = emailFor('9f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5');
    await expect(store.purchase(p.uuid, 1, { isPurchased: true }, orphan)).rejects.toThrow();
    expect(await store.getProposal(p.uuid)).toMatchObject({ version: 1, isPurchased: false });
    expect(await store.outbox.countByStatus()).toEqual({ pending: 0, sending: 0, sent: 0, failed: 0 });
  });

  it('of two servers buying one proposal at once, one commits and the email is queued once', async () => {
    const { store, another } = await servers();
    const second = await another();
    const p = newProposal();
    await store.createProposal(p);
    const results = await Promise.allSettled([
      store.purchase(p.uuid, 1, { isPurchased: true }, emailFor(p.uuid)),
      second.purchase(p.uuid, 1, { isPurchased: true }, emailFor(p.uuid)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await second.outbox.countByStatus()).toMatchObject({ pending: 1 });
    expect(await store.getProposal(p.uuid)).toMatchObject({ version: 2, isPurchased: true });
  });
});

describe('health', () => {
  it('answers ping while open, and fails it once closed', async () => {
    const { another } = await servers();
    const store = await another();
    expect(await store.ping()).toBe(true);
    await store.close();
    expect(await store.ping().catch(() => false)).toBe(false);
  });

  it('keeps what it stored across a restart (a new store on the same database)', async () => {
    const { store, another } = await servers();
    const p = newProposal();
    await store.createProposal(p);
    await store.close();
    const restarted = await another();
    expect(await restarted.getProposal(p.uuid)).toMatchObject({ reference: p.reference, version: 1 });
  });
});
