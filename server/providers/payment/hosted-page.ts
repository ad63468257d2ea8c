import { formatMoney } from '#domain/money.ts';
import { escapeHtml } from '#server/documents/html.ts';
import type { CardField } from './card-form';
import { errorSummaryOf, fieldOf, testCardsOf } from './card-fields-html';
import type { PageAssets } from './page-assets';
import type { PaymentRecord } from './payment-types';
import { paymentPageUrl, type PaymentView } from './sandbox-api';

/** A rendered hosted page: the HTTP status and a complete HTML document. */
export interface RenderedPage {
  status: number;
  html: string;
}

const money = (pence: number) => formatMoney(pence / 100);

/** The whole document around a page body. The only script and stylesheet are our own files. */
function documentOf(title: string, body: string, assets: PageAssets): string {
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} | Sandbox card payment</title>
<link rel="stylesheet" href="${escapeHtml(assets.css.href)}">
<script src="${escapeHtml(assets.js.href)}" defer></script>
</head>
<body>
<main>
<p class="sandbox-note">Sandbox: no real card is charged.</p>
${body}
</main>
</body>
</html>
`;
}

function summaryOf(payment: PaymentRecord, merchant: string): string {
  const row = (label: string, value: string, cls = '') =>
    `<div${cls ? ` class="${cls}"` : ''}><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`;
  const what = payment.reference
    ? `${payment.description} (quote ${payment.reference})`
    : payment.description;
  return `<dl class="summary">${row('Pay to', merchant)}${row('For', what || 'Your insurance')}${row(
    'Amount to pay',
    money(payment.amount_pence),
    'amount',
  )}</dl>`;
}

function cardPage(view: Extract<PaymentView, { kind: 'card' }>, merchant: string): string {
  const { payment, errors, values, token } = view;
  const value = (f: CardField) => (f === 'expiry' ? values.expiry : f === 'name' ? values.name : '');
  const field = (f: CardField) => fieldOf(f, errors[f], value(f));
  return `${summaryOf(payment, merchant)}
<h1>Pay by card</h1>
${errorSummaryOf(errors)}
<form method="post" action="${paymentPageUrl(payment.payment_id)}" novalidate data-once>
<input type="hidden" name="token" value="${escapeHtml(token)}">
${field('card_number')}
<div class="row">${field('expiry')}${field('cvc')}</div>
${field('name')}
<div class="actions"><button type="submit" class="button">Pay ${escapeHtml(money(payment.amount_pence))}</button></div>
</form>
${testCardsOf()}`;
}

function challengePage(view: Extract<PaymentView, { kind: 'challenge' }>, merchant: string): string {
  const { payment, token } = view;
  return `${summaryOf(payment, merchant)}
<h1>Confirm it is you</h1>
<p>Your bank asks you to confirm this payment of <strong>${escapeHtml(money(payment.amount_pence))}</strong> from your ${escapeHtml(
    payment.brand ?? 'card',
  )} ending ${escapeHtml(payment.last4 ?? '')}. This is the sandbox's 3-D Secure check: choose what the bank should answer.</p>
<form method="post" action="${paymentPageUrl(payment.payment_id)}/challenge" data-once>
<input type="hidden" name="token" value="${escapeHtml(token)}">
<div class="actions">
<button type="submit" class="button" name="action" value="approve">Approve</button>
<button type="submit" class="button button--secondary" name="action" value="fail">Fail</button>
</div>
</form>`;
}

/** Heading and sentence for a finished payment. */
function finishedWords(p: PaymentRecord, repeat: boolean): [string, string] {
  const card = `${p.brand ?? 'card'} ending ${p.last4 ?? ''}`;
  const amount = money(p.amount_pence);
  switch (p.status) {
    case 'captured':
      return repeat
        ? [
            'Already paid',
            `This payment of ${amount} was already made with your ${card}. You have not been charged again.`,
          ]
        : ['Payment successful', `We have taken ${amount} from your ${card}. Taking you back to your quote.`];
    case 'declined':
      return [
        'Your card was declined',
        'No money has been taken. Go back to your quote to try again with another card.',
      ];
    case 'failed':
      return [
        'We could not process your payment',
        'No money has been taken. Go back to your quote to try again.',
      ];
    default:
      return [
        'This payment is no longer needed',
        'The amount to pay has changed, so this page was replaced. No money has been taken.',
      ];
  }
}

function finishedPage(view: Extract<PaymentView, { kind: 'finished' }>, merchant: string): string {
  const { payment, return_href, repeat } = view;
  const [heading, sentence] = finishedWords(payment, repeat);
  const auto = payment.status !== 'cancelled' ? ' data-return-to-top' : '';
  return `${summaryOf(payment, merchant)}
<h1>${escapeHtml(heading)}</h1>
<p role="status">${escapeHtml(sentence)}</p>
<p><a class="button" href="${escapeHtml(return_href)}" target="_top"${auto}>Continue to your quote</a></p>`;
}

const simple = (heading: string, sentence: string) =>
  `<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(sentence)}</p>`;

/** Text of the 403 page, also used by the routes for a refused cross-site request. */
export const FORBIDDEN_PAGE: [string, string] = [
  'This form could not be accepted',
  'For your security this payment form was refused. Reload the page and try again.',
];

/** Renders a hosted-page view as a complete HTML document with its HTTP status. */
export function renderPaymentView(view: PaymentView, merchant: string, assets: PageAssets): RenderedPage {
  switch (view.kind) {
    case 'not_found':
      return {
        status: 404,
        html: documentOf(
          'Payment not found',
          simple('Payment not found', 'This payment link is not valid. Go back to your quote and try again.'),
          assets,
        ),
      };
    case 'forbidden':
      return { status: 403, html: documentOf(FORBIDDEN_PAGE[0], simple(...FORBIDDEN_PAGE), assets) };
    case 'card':
      return {
        // 200 with the errors, as form pages do: a 4xx would show as a console error in the frame.
        status: 200,
        html: documentOf('Pay by card', cardPage(view, merchant), assets),
      };
    case 'challenge':
      return { status: 200, html: documentOf('Confirm it is you', challengePage(view, merchant), assets) };
    case 'finished':
      return {
        status: 200,
        html: documentOf(finishedWords(view.payment, view.repeat)[0], finishedPage(view, merchant), assets),
      };
  }
}
