import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAt } from '#domain/effects/data-paths.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { testApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.app.close();
});

/** The complete example with the van not bought yet (as the form sends it: no purchase date). */
const notPurchased = () =>
  setAt(setAt(completeRisk(), ['vehicle', 'not_purchased'], true), ['vehicle', 'date_purchased'], undefined);

describe('the purchase date on the server, as on the form (SPEC.md 4, 5.3)', () => {
  it('is not required while the van is not purchased', async () => {
    const res = await t.call('POST', '/api/proposal', { risk: notPurchased() });
    expect(res.statusCode).toBe(201);
    const stored = await t.store.getProposal(res.json().proposal.uuid);
    expect(stored?.data.risk.vehicle).not.toHaveProperty('date_purchased');
  });

  it('is required, with its message, once the van is purchased', async () => {
    const risk = setAt(notPurchased(), ['vehicle', 'not_purchased'], false);
    const res = await t.call('POST', '/api/proposal', { risk });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toContainEqual({
      path: 'risk.vehicle.date_purchased',
      message: 'Select the date you became the owner of the vehicle.',
    });
  });
});
