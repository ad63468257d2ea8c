import { formatPence } from '#domain/money.ts';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { SUPPORT_PHONE } from '#domain/limits.ts';
import { composeConfirmation, confirmationMessageId } from '#server/email/compose-confirmation.ts';
import { confirmationInput as annual } from './support.ts';

/** The schedule table as label -> value, read the way a reader sees it. */
function schedule(html: string): Map<string, string> {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true } });
  const doc = new window.DOMParser().parseFromString(html, 'text/html');
  expect(doc.querySelectorAll('script')).toHaveLength(0);
  return new Map(
    [...doc.querySelectorAll('table tr')].map((tr) => [
      tr.querySelector('th')?.textContent ?? '',
      tr.querySelector('td')?.textContent ?? '',
    ]),
  );
}

describe('composeConfirmation', () => {
  it('says the customer is covered, with the policy reference, schedule, cooling-off and support line', () => {
    const message = composeConfirmation(annual);
    expect(message.to).toBe('sam.taylor@example.com');
    expect(message.subject).toBe("Good news, you're covered: policy VQP-000123");
    expect(message.text).toContain("Good news, you're covered.");
    expect(message.html).toContain(
      '<h1 style="font-size: 28px; margin: 0 0 16px;">Good news, you&#39;re covered</h1>',
    );
    for (const part of [message.text, message.html]) {
      expect(part).toContain('Your policy reference is VQP-000123.');
      expect(part).toContain('within 14 days');
      expect(part).toContain(SUPPORT_PHONE);
    }
    expect(message.text).toMatch(/^Hello Sam,/);
    expect(message.html).toContain(`href="tel:${SUPPORT_PHONE.replace(/\s/g, '')}"`);
    expect(Object.fromEntries(schedule(message.html))).toEqual({
      'Policy number': 'VQP-000123',
      'Quote reference': '1ABCDEF234567',
      Cover: 'Comprehensive',
      Vehicle: 'Ford Transit Custom 2.0 EcoBlue (AB12 CDE)',
      Insurer: 'Example Underwriting plc',
      'Cover starts': '00:01 on 01/07/2026',
      'Cover ends': '30/06/2027',
      Premium: '£862.81, paid in full',
    });
    expect(message.text).toMatch(/Cover starts: +00:01 on 01\/07\/2026\n/);
    expect(message.text).toMatch(/Premium: +£862\.81, paid in full\n/);
  });

  it('says cover starts immediately when it starts today', () => {
    const message = composeConfirmation({ ...annual, cover_start_date: '2026-06-10' });
    expect(schedule(message.html).get('Cover starts')).toBe('Immediately (today, 10/06/2026)');
    expect(message.text).toContain('Immediately (today, 10/06/2026)');
  });

  it('shows the monthly plan: deposit, instalments and total payable in pounds and pence', () => {
    const message = composeConfirmation({
      ...annual,
      is_pay_monthly: true,
      deposit_pence: 8628,
      instalment_count: 10,
      instalment_pence: 8000,
      total_payable_pence: 123456,
    });
    const rows = schedule(message.html);
    expect(rows.get('Payment plan')).toBe(
      'Deposit of £86.28, then 10 monthly instalments of £80.00 by Direct Debit',
    );
    expect(rows.get('Total payable')).toBe('£1,234.56');
    expect(rows.has('Premium')).toBe(false);
  });

  it('escapes every customer value in the HTML part', () => {
    const message = composeConfirmation({
      ...annual,
      forename: '<script>alert("x")</script>Sam',
      vehicle_description: 'Van <img src=x onerror=alert(1)> & "Co"',
    });
    expect(message.html).not.toContain('<script>');
    expect(message.html).not.toContain('<img');
    expect(message.html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;Sam,');
    expect(schedule(message.html).get('Vehicle')).toBe('Van <img src=x onerror=alert(1)> & "Co" (AB12 CDE)');
    expect(message.text).toContain('Hello <script>alert("x")</script>Sam,');
  });

  it('attaches each document as an HTML file and lists it in the email', () => {
    const message = composeConfirmation(annual);
    expect(message.attachments).toEqual([
      {
        filename: 'policy-wording.html',
        content: '<!DOCTYPE html><p>Wording</p>',
        contentType: 'text/html; charset=utf-8',
      },
      {
        filename: 'proposal-form.html',
        content: '<!DOCTYPE html><p>Answers</p>',
        contentType: 'text/html; charset=utf-8',
      },
    ]);
    expect(message.text).toContain('- Policy Wording\n- Proposal Form\n');
    expect(message.html).toContain('<li>Policy Wording</li>');
  });

  it('gives every attempt and resend of a policy the same Message-ID', () => {
    expect(composeConfirmation(annual).message_id).toBe('<policy-VQP-000123@vanquote.example>');
    expect(composeConfirmation({ ...annual, forename: 'Alex' }).message_id).toBe(
      composeConfirmation(annual).message_id,
    );
    expect(confirmationMessageId('A/1 <b>')).toBe('<policy-A-1--b-@vanquote.example>');
  });
});

describe('formatPence', () => {
  it('shows integer pence as GBP with two decimals', () => {
    expect(formatPence(86281)).toBe('£862.81');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(100000000)).toBe('£1,000,000.00');
  });

  it('refuses pounds passed by mistake', () => {
    expect(() => formatPence(862.81)).toThrow(TypeError);
  });
});
