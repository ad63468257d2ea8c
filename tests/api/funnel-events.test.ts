import { afterEach, describe, expect, it } from 'vitest';
import { FUNNEL_LIMIT } from '#server/routes/funnel-routes.ts';
import { openTables } from '#tests/fuzz/database-tables.ts';
import { freshDatabase } from '#tests/support/store-under-test.ts';
import { testApp, type TestApp } from './test-app';

const DAY = '2026-11-23';
let t: TestApp;
afterEach(async () => t?.app.close());

const start = async () => {
  t = await testApp({ today: () => DAY });
  return t;
};
const report = (events: unknown, headers?: Record<string, string>) =>
  t.call('POST', '/api/events', { events }, headers);

const answered = { kind: 'question_answered', step: '1-about-your-van', question: 'vehicle.estimated_value' };

describe('POST /api/events: drop-off figures as counts only (issue 14.6)', () => {
  it('adds each event to the counters of the day', async () => {
    await start();
    const events = [
      { kind: 'step_reached', step: '1-about-your-van' },
      { kind: 'step_reached', step: '1-about-your-van' },
      answered,
      {
        kind: 'message_shown',
        step: '4-additional-drivers',
        question: 'drivers.additional_drivers[].claims[].was_this_driver_at_fault',
        rule: 'required',
      },
      { kind: 'step_completed', step: 'PaymentOption' },
    ];
    expect((await report(events)).statusCode).toBe(204);
    expect((await report([events[0]])).statusCode).toBe(204);
    expect(await t.store.funnel.read(DAY, DAY)).toEqual([
      {
        day: DAY,
        kind: 'message_shown',
        step: '4-additional-drivers',
        question: 'drivers.additional_drivers[].claims[].was_this_driver_at_fault',
        rule: 'required',
        count: 1,
      },
      {
        day: DAY,
        kind: 'question_answered',
        step: '1-about-your-van',
        question: 'vehicle.estimated_value',
        rule: '',
        count: 1,
      },
      { day: DAY, kind: 'step_completed', step: 'PaymentOption', question: '', rule: '', count: 1 },
      { day: DAY, kind: 'step_reached', step: '1-about-your-van', question: '', rule: '', count: 3 },
    ]);
  });

  it('keeps no address, cookie, proposal or answer anywhere in the database', async () => {
    const database = await freshDatabase();
    // Behind a trusted proxy, so the server sees the customer's address.
    t = await testApp({ today: () => DAY, trustProxy: true }, database);
    const response = await report([answered], { 'x-forwarded-for': '203.0.113.7' });
    expect(response.statusCode).toBe(204);
    // A report needs no proposal token: it sets no cookie.
    expect(response.headers['set-cookie']).toBeUndefined();
    const tables = await openTables(database);
    const everything = JSON.stringify(
      await Promise.all(
        ['funnel_counts', 'rate_limits', 'proposals', 'proposal_access'].map((n) => tables.rows(n)),
      ),
    );
    await tables.close();
    expect(everything).toContain('vehicle.estimated_value');
    expect(everything).not.toContain('203.0.113');
    expect(Object.keys((await t.store.funnel.read(DAY, DAY))[0]).sort()).toEqual([
      'count',
      'day',
      'kind',
      'question',
      'rule',
      'step',
    ]);
  });

  it('stores nothing when the browser sends Do Not Track or Global Privacy Control', async () => {
    await start();
    expect((await report([answered], { dnt: '1' })).statusCode).toBe(204);
    expect((await report([answered], { 'sec-gpc': '1' })).statusCode).toBe(204);
    expect(await t.store.funnel.read(DAY, DAY)).toEqual([]);
  });

  it.each([
    ['an unknown kind', [{ kind: 'clicked', step: '1-about-your-van' }], 'events.0.kind'],
    ['an unknown step', [{ kind: 'step_reached', step: 'Checkout' }], 'events.0.step'],
    ['a question of another step', [{ ...answered, step: '5-cover-requirements' }], 'events.0.question'],
    [
      'free text for a question',
      [{ ...answered, question: 'Sam Taylor, 07700 900123' }],
      'events.0.question',
    ],
    [
      'a message without a known rule',
      [{ ...answered, kind: 'message_shown', rule: 'whatever' }],
      'events.0.rule',
    ],
    ['an answer riding along', [{ ...answered, value: '18500' }], 'events.0.value'],
    [
      'a step event naming a question',
      [{ kind: 'step_reached', step: 'Addons', question: 'x' }],
      'events.0.question',
    ],
    ['an empty list', [], 'events'],
    ['too many events', Array.from({ length: 101 }, () => answered), 'events'],
  ])('refuses %s with 422 and writes nothing', async (_, events, path) => {
    await start();
    const response = await report(events);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields.map((f: { path: string }) => f.path)).toContain(path);
    expect(await t.store.funnel.read(DAY, DAY)).toEqual([]);
  });

  it('refuses a body that is not a list of events, and a report without the XHR header', async () => {
    await start();
    expect((await t.call('POST', '/api/events', { step: 'x' })).statusCode).toBe(422);
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ events: [answered] }),
    });
    expect(noHeader.statusCode).toBe(403);
    expect(await t.store.funnel.read(DAY, DAY)).toEqual([]);
  });

  it('limits how often one client may report: past the allowance reports are dropped, without an error', async () => {
    await start();
    for (let i = 0; i < FUNNEL_LIMIT.max; i++) expect((await report([answered])).statusCode).toBe(204);
    const over = await report([answered]);
    expect(over.statusCode).toBe(204);
    expect(over.headers['x-events-dropped']).toBe('rate-limited');
    expect((await t.store.funnel.read(DAY, DAY))[0].count).toBe(FUNNEL_LIMIT.max);
  });
});
