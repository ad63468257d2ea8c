import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/dates.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { cookieFrom, testApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.app.close();
});

async function createdProposal(risk: Record<string, unknown> = completeRisk()) {
  const res = await t.call('POST', '/api/proposal', { risk });
  expect(res.statusCode).toBe(201);
  return { uuid: res.json().proposal.uuid as string, cookie: cookieFrom(res) };
}

async function quoted(risk?: Record<string, unknown>) {
  const { uuid, cookie } = await createdProposal(risk);
  const res = await t.call('POST', `/api/proposal/${uuid}/quote`, {}, { cookie });
  expect(res.statusCode).toBe(200);
  return { uuid, cookie, proposal: res.json().proposal };
}

describe('POST /api/proposal/{uuid}/quote', () => {
  it('rates the stored answers and stores a quote whose figures add up', async () => {
    const { uuid, proposal } = await quoted();
    const q = proposal.quote;
    expect(proposal.is_quoted).toBe(true);
    expect(q.is_quoted).toBe(true);
    expect(q.premium).toBeGreaterThan(300);
    expect(q.ipt).toBeCloseTo(Math.round(q.net_premium * 12) / 100, 2);
    expect(q.premium).toBeCloseTo(q.net_premium + q.ipt, 2);
    expect(q.monthly_installments).toBe(10);
    expect(q.monthly_total_payable).toBeCloseTo(q.monthly_deposit + 10 * q.monthly_payment, 2);
    expect(q.monthly_apr).toBeGreaterThan(0);
    expect(q.excesses.breakdown.map((e: { category: string }) => e.category)).toContain('Accidental Damage');
    expect(q.insurer_name).toEqual(expect.any(String));
    expect(q.valid_until).toBe(addDays(q.quoted_at, 30));
    expect(q.documents.policy_summary).toMatch(/^\/applied\/document\/[A-Za-z0-9_-]+\/policy-summary$/);
    expect(q.addons.length).toBeGreaterThanOrEqual(8);
    expect(q.addons.every((a: { is_selected: boolean }) => !a.is_selected)).toBe(true);
    const stored = await t.store.getProposal(uuid);
    expect(stored?.isQuoted).toBe(true);
    expect((stored?.data.quote as { premium: number }).premium).toBe(q.premium);
  });

  it('gives the same price for the same answers', async () => {
    const a = await quoted();
    const b = await quoted();
    expect(b.proposal.quote.premium).toBe(a.proposal.quote.premium);
    expect(b.proposal.quote.monthly_payment).toBe(a.proposal.quote.monthly_payment);
  });

  it('ignores prices the browser sends', async () => {
    const { uuid, cookie } = await createdProposal();
    const res = await t.call(
      'POST',
      `/api/proposal/${uuid}/quote`,
      { version: 1, risk: completeRisk(), quote: { premium: 1, monthly_payment: 1 }, premium: 1 },
      { cookie },
    );
    const honest = await quoted();
    expect(res.json().proposal.quote.premium).toBe(honest.proposal.quote.premium);
  });

  it('quotes changed answers sent with the current version, and refuses a stale one', async () => {
    const { uuid, cookie } = await createdProposal();
    const cheaper = {
      ...completeRisk(),
      policy: { ...(completeRisk().policy as object), voluntary_excess: 500 },
    };
    const res = await t.call(
      'POST',
      `/api/proposal/${uuid}/quote`,
      { version: 1, risk: cheaper },
      { cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().proposal.risk.policy.voluntary_excess).toBe(500);
    const stale = await t.call(
      'POST',
      `/api/proposal/${uuid}/quote`,
      { version: 1, risk: cheaper },
      { cookie },
    );
    expect(stale.statusCode).toBe(409);
  });

  it('declines what the insurer will not cover: the proposal is quoted, its quote is not', async () => {
    const risk = completeRisk();
    (risk.vehicle as Record<string, unknown>).hazardous_goods = true;
    (risk.vehicle as Record<string, unknown>).hazardous_goods_description = 'Gas cylinders';
    const { proposal } = await quoted(risk);
    expect(proposal.is_quoted).toBe(true);
    expect(proposal.quote.is_quoted).toBe(false);
    expect(proposal.quote.premium).toBe(0);
  });

  it('refuses invalid answers with the form messages, and strangers with 404', async () => {
    const { uuid, cookie } = await createdProposal();
    const broken = { ...completeRisk(), cover_start_date: '2001-01-01' };
    const res = await t.call('POST', `/api/proposal/${uuid}/quote`, { version: 1, risk: broken }, { cookie });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toContainEqual({
      path: 'risk.cover_start_date',
      message: 'Please enter a date from today',
    });
    expect((await t.call('POST', `/api/proposal/${uuid}/quote`, {})).statusCode).toBe(404);
    expect((await t.store.getProposal(uuid))?.isQuoted).toBe(false);
  });
});

describe('POST /api/proposal/{uuid}/addons', () => {
  it('adds optional covers to the price, and removing the last sets the saved list to null', async () => {
    const { uuid, cookie, proposal } = await quoted();
    const res = await t.call(
      'POST',
      `/api/proposal/${uuid}/addons`,
      { addons: [{ code: 'breakdown' }, 'legal_expenses'] },
      { cookie },
    );
    expect(res.statusCode).toBe(200);
    const withAddons = res.json().proposal;
    expect(withAddons.addons.map((a: { code: string }) => a.code).sort()).toEqual([
      'breakdown',
      'legal_expenses',
    ]);
    expect(withAddons.quote.premium).toBe(proposal.quote.premium);
    const addonSum = withAddons.addons.reduce((s: number, a: { premium: number }) => s + a.premium, 0);
    expect(withAddons.quote.annual_total).toBeCloseTo(proposal.quote.premium + addonSum, 2);
    expect(withAddons.quote.monthly_total_payable).toBeGreaterThan(proposal.quote.monthly_total_payable);
    const none = await t.call('POST', `/api/proposal/${uuid}/addons`, { addons: [] }, { cookie });
    expect(none.json().proposal.addons).toBeNull();
    expect((await t.store.getProposal(uuid))?.data.addons).toBeNull();
  });

  it('refuses unknown covers (422), a bad body (422) and covers before a quote (409)', async () => {
    const { uuid, cookie } = await quoted();
    const unknown = await t.call(
      'POST',
      `/api/proposal/${uuid}/addons`,
      { addons: ['free-money'] },
      { cookie },
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields[0].path).toBe('addons');
    expect(
      (await t.call('POST', `/api/proposal/${uuid}/addons`, { addons: 'breakdown' }, { cookie })).statusCode,
    ).toBe(422);
    expect(
      (await t.call('POST', `/api/proposal/${uuid}/addons`, { addons: [{ premium: 0 }] }, { cookie }))
        .statusCode,
    ).toBe(422);
    const fresh = await createdProposal();
    const early = await t.call(
      'POST',
      `/api/proposal/${fresh.uuid}/addons`,
      { addons: ['breakdown'] },
      { cookie: fresh.cookie },
    );
    expect(early.statusCode).toBe(409);
  });
});

describe('POST /api/proposal/{uuid}/payment-method', () => {
  it('stores monthly or annual, and refuses anything else', async () => {
    const { uuid, cookie } = await quoted();
    const monthly = await t.call(
      'POST',
      `/api/proposal/${uuid}/payment-method`,
      { is_pay_monthly: true },
      { cookie },
    );
    expect(monthly.json().proposal.is_pay_monthly).toBe(true);
    expect((await t.store.getProposal(uuid))?.isPayMonthly).toBe(true);
    const bad = await t.call(
      'POST',
      `/api/proposal/${uuid}/payment-method`,
      { is_pay_monthly: 'yes' },
      { cookie },
    );
    expect(bad.statusCode).toBe(422);
    expect((await t.store.getProposal(uuid))?.isPayMonthly).toBe(true);
  });
});

describe('GET /applied/document/{applied_reference}/{document_id}', () => {
  it('serves the quote documents to the browser holding the proposal', async () => {
    const { cookie, proposal } = await quoted();
    const urls = [
      proposal.quote.documents.policy_summary,
      proposal.quote.documents.full_policy_wordings,
      proposal.quote.documents.proposal_form,
      proposal.quote.documents.terms_and_conditions,
      proposal.quote.addons[0].documents.ipid,
      proposal.quote.addons[0].documents.policy_wording,
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toMatch(/<h1/);
    }
    const form = await t.app.inject({
      method: 'GET',
      url: proposal.quote.documents.proposal_form,
      headers: { cookie },
    });
    expect(form.body).toContain('Taylor');
    expect(form.body).toContain('Plumber');
  });

  it('is 404 without the proposal cookie, for an unknown reference and for an unknown document', async () => {
    const { cookie, proposal } = await quoted();
    const url = proposal.quote.documents.proposal_form as string;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/applied/document/nothingHere123/proposal-form',
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: url.replace('proposal-form', 'secrets'),
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('serves the documents stylesheet', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/documents/document.css' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/css/);
  });
});
