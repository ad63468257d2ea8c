import { describe, expect, it } from 'vitest';
import { buildFunnelReport } from '#server/funnel/funnel-report.ts';
import { reportHtml } from '#server/funnel/report-html.ts';
import { reportTable } from '#server/funnel/report-table.ts';
import type { FunnelCountRow } from '#server/store/types.ts';

const row = (kind: string, step: string, count: number, question = '', rule = ''): FunnelCountRow => ({
  day: '2026-11-23',
  kind,
  step,
  question,
  rule,
  count,
});

const rows = [
  row('step_reached', '1-about-your-van', 10),
  row('step_completed', '1-about-your-van', 7),
  row('step_abandoned', '1-about-your-van', 3),
  row('step_returned', '1-about-your-van', 1),
  row('step_reached', '2-your-driving-history', 7),
  row('message_shown', '1-about-your-van', 4, 'vehicle.estimated_value', 'required'),
  row('message_shown', '1-about-your-van', 1, 'vehicle.estimated_value', 'maximum'),
  row('question_answered', '1-about-your-van', 9, 'vehicle.estimated_value'),
  row('step_reached', 'Summary', 3),
  row('step_completed', 'Summary', 3),
];

describe('the drop-off report (npm run report:dropoff)', () => {
  const report = buildFunnelReport(rows, '2026-11-01', '2026-11-23');

  it('lists every step and page in journey order with reached, completed and left here', () => {
    expect(report.places.map((p) => p.step)).toEqual([
      'Assumptions',
      '1-about-your-van',
      '2-your-driving-history',
      '3-policy-holder-details',
      '4-additional-drivers',
      '5-cover-requirements',
      'PaymentOption',
      'Addons',
      'Summary',
      'Instalments',
      'Payment',
      'Complete',
    ]);
    expect(report.places[1]).toEqual({
      step: '1-about-your-van',
      title: 'Step 1: About Your Van',
      reached: 10,
      completed: 7,
      abandoned: 2,
      messagesShown: 5,
    });
  });

  it('names each question by its schema title and its messages by their schema text, most shown first', () => {
    expect(report.questions).toEqual([
      {
        step: '1-about-your-van',
        question: 'vehicle.estimated_value',
        title: 'What is the van worth today (£)?',
        answered: 9,
        messagesShown: 5,
        messages: [
          { rule: 'required', text: 'Enter the value of the vehicle.', shown: 4 },
          { rule: 'maximum', text: expect.any(String), shown: 1 },
        ],
      },
    ]);
  });

  it('prints a table and writes an HTML chart with the same figures', () => {
    const text = reportTable(report);
    expect(text).toMatch(/Step 1: About Your Van\s+10\s+7\s+70%\s+2\s+5/);
    expect(text).toMatch(/Payment option\s+0\s+0\s+-/);
    expect(text).toContain('Enter the value of the vehicle. (required, 4)');
    const html = reportHtml(report);
    expect(html).toContain('<th scope="row">Step 1: About Your Van</th>');
    expect(html).toContain('style="width:70%"');
    expect(html).toContain('What is the van worth today (£)?');
  });
});
