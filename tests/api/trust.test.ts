import { afterEach, describe, expect, it } from 'vitest';
import { setAt } from '#domain/effects/data-paths.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { testApp, type TestApp } from './test-app';

let t: TestApp;
afterEach(async () => {
  await t?.app.close();
});

const path = (dotted: string) => dotted.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
const withAnswer = (dotted: string, value: unknown) =>
  setAt(completeRisk(), path(dotted), value) as Record<string, unknown>;

/** Issue 10: answers the form could never send, each seen stored and priced before. */
const REFUSED: [string, unknown, string][] = [
  ['cover_start_date', '', 'cover_start_date'],
  ['vehicle.fuel_type', "'; DROP TABLE proposals; --", 'vehicle.fuel_type'],
  ['vehicle.abi_code', '_', 'vehicle.abi_code'],
  ['vehicle.year_of_manufacture', -1e308, 'vehicle.year_of_manufacture'],
  ['vehicle.year_of_manufacture', 2 ** 53, 'vehicle.year_of_manufacture'],
  ['vehicle.engine_size', 1e308, 'vehicle.engine_size'],
  ['vehicle.number_of_doors', 1e308, 'vehicle.number_of_doors'],
  ['drivers.proposer.occupation', '', 'drivers.proposer.occupation'],
  ['vehicle.security_items.0.type_of_alarm', '', 'vehicle.security_items.0.type_of_alarm'],
  ['vehicle.postcode_vehicle_kept', '../../../../etc/passwd', 'vehicle.postcode_vehicle_kept'],
  ['drivers.proposer.resident_in_uk_since', '9999-99-99', 'drivers.proposer.resident_in_uk_since'],
  ['prototype', { polluted: true }, 'prototype'],
  ['drivers.proposer.forename', '   ', 'drivers.proposer.forename'],
  ['contact_details.address.postcode', '', 'contact_details.address.postcode'],
  ['contact_details.address.line_1', '1 High St\u202eevil', 'contact_details.address.line_1'],
  ['contact_details.address.line_3', 'Leeds\u0007', 'contact_details.address.line_3'],
  ['vehicle.number_of_seats', 9, 'vehicle.number_of_seats'],
  ['vehicle.estimated_value', 10_000_000, 'vehicle.estimated_value'],
  ['vehicle.weight', 1500.5, 'vehicle.weight'],
  ['policy.cover_type_required', 'GOLD', 'policy.cover_type_required'],
];

describe('the server stores only answers the form could have produced (issue 10)', () => {
  it.each(REFUSED)('%s = %j is a 422 on its field, and nothing is written', async (field, value, at) => {
    t = await testApp();
    const res = await t.call('POST', '/api/proposal', { risk: withAnswer(field, value) });
    expect(res.statusCode).toBe(422);
    const fields = res.json().error.fields as { path: string; message: string }[];
    expect(fields.map((f) => f.path)).toContain(`risk.${at}`);
    expect(fields.every((f) => f.message.length > 10)).toBe(true);
    expect(await t.store.countProposals()).toBe(0);
  });

  it('refuses the same answers in a quote of changed answers, and keeps the stored ones', async () => {
    t = await testApp();
    const created = await t.call('POST', '/api/proposal', { risk: completeRisk() });
    const { uuid, version } = created.json().proposal;
    const cookie = String(created.headers['set-cookie']).split(';')[0];
    const res = await t.call(
      'POST',
      `/api/proposal/${uuid}/quote`,
      { version, risk: withAnswer('cover_start_date', '') },
      { cookie },
    );
    expect(res.statusCode).toBe(422);
    expect((await t.store.getProposal(uuid))?.data.risk.cover_start_date).toBe(
      completeRisk().cover_start_date,
    );
  });

  it('tidies answers as the form does instead of refusing them', async () => {
    t = await testApp();
    let risk = withAnswer('drivers.proposer.forename', '  Sam  ');
    risk = setAt(risk, path('contact_details.address.postcode'), ' ls6   3aw ') as Record<string, unknown>;
    risk = setAt(risk, path('contact_details.address.line_1'), "12  St  Michael's   Road") as Record<
      string,
      unknown
    >;
    const res = await t.call('POST', '/api/proposal', { risk });
    expect(res.statusCode).toBe(201);
    const stored = res.json().proposal.risk;
    expect(stored.drivers.proposer.forename).toBe('Sam');
    expect(stored.contact_details.address.postcode).toBe('LS6 3AW');
    expect(stored.contact_details.address.line_1).toBe("12 St Michael's Road");
  });

  it('takes the van’s facts from the vehicle dataset by its code, never from the browser', async () => {
    t = await testApp();
    const refused = await t.call('POST', '/api/proposal', {
      risk: withAnswer('vehicle.vehicle_make', 'ROLLS-ROYCE'),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toContainEqual({
      path: 'risk.vehicle.vehicle_make',
      message: 'These details do not match the van you chose. Please find your van again.',
    });
    const risk = withAnswer('vehicle.vehicle_make', undefined);
    const res = await t.call('POST', '/api/proposal', {
      risk: setAt(risk, path('vehicle.engine_size'), undefined),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().proposal.risk.vehicle).toMatchObject({ vehicle_make: 'FORD', engine_size: 1995 });
  });
});
