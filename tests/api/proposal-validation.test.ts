import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeRisk, loadExamples } from '#tests/support/examples.ts';
import { expectedMessage } from '#tests/support/expected-message.ts';
import { cookieFrom, testApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('the server validates every proposal with the quote form schemas', () => {
  const invalid = loadExamples().filter((e) => !e.valid);

  it.each(invalid.map((e) => [e.name, e] as const))(
    '422 with the form messages: %s',
    async (_name, example) => {
      const before = await t.store.countProposals();
      const res = await t.call('POST', '/api/proposal', { risk: example.formData });
      expect(res.statusCode).toBe(422);
      const fields = Object.fromEntries(
        (res.json().error.fields as { path: string; message: string }[]).map((f) => [f.path, f.message]),
      );
      for (const [path, message] of Object.entries(example.expect ?? {}))
        expect(fields[`risk.${path}`], path).toBe(expectedMessage(message));
      expect(await t.store.countProposals()).toBe(before);
    },
  );

  it('refuses an invalid update and keeps the stored answers', async () => {
    const created = await t.call('POST', '/api/proposal', { risk: completeRisk() });
    const { uuid } = created.json().proposal;
    const cookie = cookieFrom(created);
    const broken = { ...completeRisk(), cover_start_date: '2001-01-01' };
    const res = await t.call('POST', `/api/proposal/${uuid}`, { version: 1, risk: broken }, { cookie });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toContainEqual({
      path: 'risk.cover_start_date',
      message: 'Please enter a date from today',
    });
    const stored = await t.store.getProposal(uuid);
    expect(stored?.version).toBe(1);
    expect(stored?.data.risk.cover_start_date).toBe(completeRisk().cover_start_date);
  });

  it("rejects answers outside the reference lists, whatever the client's validation said", async () => {
    const risk = completeRisk() as { drivers: { proposer: Record<string, unknown> } };
    risk.drivers.proposer.occupation = 'NOT-A-JOB';
    const res = await t.call('POST', '/api/proposal', { risk });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toContainEqual({
      path: 'risk.drivers.proposer.occupation',
      message: 'Please select one of the available options.',
    });
  });
});
