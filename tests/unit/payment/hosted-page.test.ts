import { describe, expect, it } from 'vitest';
import { renderPaymentView } from '#server/providers/payment/hosted-page.ts';
import { loadPageAssets } from '#server/providers/payment/page-assets.ts';
import type { PaymentRecord, PaymentStatus, PaymentView } from '#server/providers/payment/index.ts';

const assets = loadPageAssets();
const UUID = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const RETURN = `/quote/payment-redirect?uuid=${UUID}`;

const payment = (status: PaymentStatus, over: Partial<PaymentRecord> = {}): PaymentRecord => ({
  payment_id: 'pay_AAAAAAAAAAAAAAAAAAAAAAAA',
  proposal_uuid: UUID,
  reference: '1ABCDEFGHJKLM',
  amount_pence: 123456,
  description: 'Annual premium',
  status,
  brand: status === 'open' ? null : 'Visa',
  last4: status === 'open' ? null : '4242',
  return_url: RETURN,
  form_key: 'k',
  created_at: '',
  updated_at: '',
  captured_at: null,
  ...over,
});

const render = (view: PaymentView) => renderPaymentView(view, 'Van Quote Insurance Services Limited', assets);
const card = (errors = {}, values = { expiry: '', name: '' }): PaymentView => ({
  kind: 'card',
  payment: payment('open'),
  token: 'tok',
  errors,
  values,
});
const finished = (status: PaymentStatus, repeat = false): PaymentView => ({
  kind: 'finished',
  payment: payment(status),
  return_href: `${RETURN}&outcome=${status}`,
  repeat,
});

const EVERY_VIEW: PaymentView[] = [
  card(),
  card({ card_number: 'Enter a valid card number' }),
  { kind: 'challenge', payment: payment('challenge'), token: 'tok' },
  ...(['captured', 'declined', 'failed', 'cancelled'] as const).map((s) => finished(s)),
  { kind: 'not_found' },
  { kind: 'forbidden' },
];

describe('hosted payment page', () => {
  it.each(EVERY_VIEW.map((v) => [v.kind, v] as const))(
    '%s: a whole en-GB page with one heading, only our own script and stylesheet, nothing inline',
    (_kind, view) => {
      const { html } = render(view);
      expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en-GB">\n<head>\n<meta charset="utf-8">/);
      expect(html.match(/<h1>/g)).toHaveLength(1);
      expect(html).toContain(`<script src="${assets.js.href}" defer></script>`);
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html).toContain(`<link rel="stylesheet" href="${assets.css.href}">`);
      expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=|javascript:/i);
    },
  );

  it('labels every input, names its purpose for autofill, and asks for numbers on phones', () => {
    const { status, html } = render(card());
    expect(status).toBe(200);
    expect(html).toContain('<dt>Amount to pay</dt><dd>£1,234.56</dd>');
    expect(html).toContain('<dt>Pay to</dt><dd>Van Quote Insurance Services Limited</dd>');
    expect(html).toContain('<input type="hidden" name="token" value="tok">');
    expect(html).toContain(
      '<form method="post" action="/sandbox/pay/pay_AAAAAAAAAAAAAAAAAAAAAAAA" novalidate',
    );
    const inputs = [...html.matchAll(/<input id="([^"]+)" name="([^"]+)"[^>]*>/g)];
    expect(inputs.map((m) => [m[1], m[2]])).toEqual([
      ['card-number', 'card_number'],
      ['card-expiry', 'expiry'],
      ['card-cvc', 'cvc'],
      ['card-name', 'name'],
    ]);
    const attrs = Object.fromEntries(inputs.map((m) => [m[1], m[0]]));
    for (const id of Object.keys(attrs)) expect(html).toContain(`<label for="${id}">`);
    expect(attrs['card-number']).toMatch(/inputmode="numeric" autocomplete="cc-number"/);
    expect(attrs['card-expiry']).toMatch(/inputmode="numeric" autocomplete="cc-exp"/);
    expect(attrs['card-cvc']).toMatch(/inputmode="numeric" autocomplete="cc-csc"/);
    expect(attrs['card-name']).toMatch(/autocomplete="cc-name"/);
    expect(attrs['card-name']).not.toMatch(/inputmode/);
    expect(attrs['card-expiry']).toContain('aria-describedby="card-expiry-hint"');
    expect(html).toContain('<button type="submit" class="button">Pay £1,234.56</button>');
    expect(html).toContain('<code>4000 0000 0000 3220</code>');
  });

  it('ties each error to its input and lists them in a summary that links to the fields', () => {
    const errors = { card_number: 'Enter a valid card number', cvc: 'Enter the 3 or 4 digit security code' };
    const { status, html } = render(card(errors, { expiry: '02/26', name: 'Jo' }));
    expect(status).toBe(200);
    expect(html).toContain(
      'role="alert" aria-labelledby="error-summary-title" tabindex="-1" data-error-summary',
    );
    expect(html).toContain('<li><a href="#card-number">Enter a valid card number</a></li>');
    expect(html).toContain('<li><a href="#card-cvc">Enter the 3 or 4 digit security code</a></li>');
    expect(html).toContain(
      '<p class="error-message" id="card-number-error"><span class="visually-hidden">Error: </span>Enter a valid card number</p>',
    );
    expect(html).toMatch(
      /id="card-number"[^>]*aria-describedby="card-number-error" aria-invalid="true" value=""/,
    );
    expect(html).toMatch(
      /id="card-cvc"[^>]*aria-describedby="card-cvc-hint card-cvc-error" aria-invalid="true"/,
    );
    expect(html).toMatch(/id="card-expiry"[^>]*aria-describedby="card-expiry-hint" value="02\/26"/);
    expect(html).toMatch(/id="card-name"[^>]* value="Jo"/);
  });

  it('escapes everything that came from outside', () => {
    const evil = '"><img src=x onerror=alert(1)>';
    const view: PaymentView = {
      ...(card() as Extract<PaymentView, { kind: 'card' }>),
      values: { expiry: evil, name: evil },
    };
    view.payment = payment('open', { description: evil, reference: evil });
    expect(render(view).html).not.toContain('<img');
  });

  it('offers Approve and Fail on the 3-D Secure challenge', () => {
    const { html } = render({ kind: 'challenge', payment: payment('challenge'), token: 'tok2' });
    expect(html).toContain(
      '<form method="post" action="/sandbox/pay/pay_AAAAAAAAAAAAAAAAAAAAAAAA/challenge" data-once>',
    );
    expect(html).toContain('<input type="hidden" name="token" value="tok2">');
    expect(html).toContain(
      '<button type="submit" class="button" name="action" value="approve">Approve</button>',
    );
    expect(html).toContain('name="action" value="fail">Fail</button>');
    expect(html).toContain('Visa ending 4242');
  });

  it.each([
    ['captured', false, 'Payment successful'],
    ['captured', true, 'Already paid'],
    ['declined', false, 'Your card was declined'],
    ['failed', false, 'We could not process your payment'],
  ] as const)(
    'a %s payment (repeat %s) says "%s" and sends the top window back',
    (status, repeat, heading) => {
      const { status: code, html } = render(finished(status, repeat));
      expect(code).toBe(200);
      expect(html).toContain(`<h1>${heading}</h1>`);
      expect(html).toContain(
        `<a class="button" href="${RETURN}&amp;outcome=${status}" target="_top" data-return-to-top>Continue to your quote</a>`,
      );
    },
  );

  it('does not send the top window anywhere from a superseded payment, but links back', () => {
    const { html } = render(finished('cancelled'));
    expect(html).toContain('<h1>This payment is no longer needed</h1>');
    expect(html).toContain('target="_top">Continue to your quote</a>');
    expect(html).not.toContain('data-return-to-top');
  });

  it('answers 404 and 403 pages', () => {
    expect(render({ kind: 'not_found' }).status).toBe(404);
    expect(render({ kind: 'forbidden' })).toMatchObject({ status: 403 });
  });
});
