import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeRisk } from '#tests/support/examples.ts';
import { phoneOnLeaving } from '#widgets/phone-input/phone-value.ts';
import { testApp, type TestApp } from './test-app';

interface Risk {
  vehicle: Record<string, unknown>;
  contact_details: Record<string, unknown>;
}

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.app.close();
});

function riskWith(change: (risk: Risk) => void): Risk {
  const risk = completeRisk() as unknown as Risk;
  change(risk);
  return risk;
}

async function fieldMessages(risk: Risk) {
  const res = await t.call('POST', '/api/proposal', { risk });
  expect(res.statusCode).toBe(422);
  return res.json().error.fields as { path: string; message: string }[];
}

describe('the server reads phone numbers, emails and registrations as the form does (issue 11)', () => {
  it.each(['+44 (0)113 496 0000 ext 12', '0044 113 496 0000 x12', '01134960000#12'])(
    'stores %j in the form the phone box shows once it is left',
    async (typed) => {
      const risk = riskWith((r) => (r.contact_details.main_telephone_number = typed));
      const res = await t.call('POST', '/api/proposal', { risk });
      expect(res.statusCode).toBe(201);
      const stored = await t.store.getProposal(res.json().proposal.uuid);
      const phone = (stored?.data.risk as unknown as Risk).contact_details.main_telephone_number;
      expect(phone).toBe('0113 496 0000 ext. 12');
      expect(phone).toBe(phoneOnLeaving(typed));
    },
  );

  it.each(['07700 900123', '077009001234567', '+33 1 45 45 32 45'])(
    'refuses the phone number %j with the field message',
    async (phone) => {
      const risk = riskWith((r) => (r.contact_details.main_telephone_number = phone));
      expect(await fieldMessages(risk)).toContainEqual({
        path: 'risk.contact_details.main_telephone_number',
        message: 'Please provide a valid UK phone number.',
      });
    },
  );

  it.each(['sam@gmail..com', '.sam@gmail.com', 'sam@gmail.c', 'sam@-gmail.com'])(
    'refuses the email %j with the field message',
    async (email) => {
      const risk = riskWith((r) => (r.contact_details.email = email));
      expect(await fieldMessages(risk)).toContainEqual({
        path: 'risk.contact_details.email',
        message: 'Please provide a valid email.',
      });
    },
  );

  it.each(['AB00 CDE', 'AB50 CDE', 'A012 BCD', '0 ABC'])(
    'refuses the registration %j with the field message',
    async (registration) => {
      const risk = riskWith((r) => (r.vehicle.vehicle_registration = registration));
      expect(await fieldMessages(risk)).toContainEqual({
        path: 'risk.vehicle.vehicle_registration',
        message: 'Please enter a valid vehicle registration to proceed.',
      });
    },
  );

  it('stores a trimmed email', async () => {
    const risk = riskWith((r) => (r.contact_details.email = '  sam.taylor@example.co.uk '));
    const res = await t.call('POST', '/api/proposal', { risk });
    expect(res.statusCode).toBe(201);
    const stored = await t.store.getProposal(res.json().proposal.uuid);
    expect((stored?.data.risk as unknown as Risk).contact_details.email).toBe('sam.taylor@example.co.uk');
  });
});
