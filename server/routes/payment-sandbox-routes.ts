import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderPaymentView } from '#server/providers/payment/hosted-page.ts';
import { ASSETS_PREFIX, loadPageAssets, type PageAsset } from '#server/providers/payment/page-assets.ts';
import type { PaymentSandbox, PaymentView } from '#server/providers/payment/sandbox-api.ts';

type Pay = { Params: { payment_id: string }; Body: unknown };

/** Form posts are small: four fields and a token. */
const FORM_BODY_LIMIT = 4 * 1024;

/**
 * True when a form post comes from another site. `Sec-Fetch-Site` decides when the browser sends it
 * (same-origin, or none for a typed address, pass). Without it, an `Origin` naming another host is
 * refused; `Origin: null` is not, because browsers send exactly that for our own form posts under
 * `Referrer-Policy: no-referrer`. Every post still needs the page's token, which no other site can read.
 */
export function isCrossSitePost(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined || origin === 'null') return false;
  try {
    // Through URL on both sides, so a default port (Host: example:443) compares equal.
    return new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return true;
  }
}

/** The posted form as plain string fields (any other body shape counts as an empty form). */
function formOf(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string'));
}

/**
 * The card payment sandbox's own pages (server/providers/payment/README.md), same origin as the app
 * so the Payment screen can frame them (frame-ancestors 'self'):
 * - GET  /sandbox/pay/:payment_id            the hosted page (card form, challenge or outcome)
 * - POST /sandbox/pay/:payment_id            the card form
 * - POST /sandbox/pay/:payment_id/challenge  the 3-D Secure answer (action=approve|fail)
 * - GET  /sandbox/assets/payment-page.css|js the page's stylesheet and script
 * Pages are `Cache-Control: no-store`; cross-site posts get 403. The form parser is registered in an
 * encapsulated scope, so the rest of the app still accepts JSON only.
 */
export function paymentSandboxRoutes(app: FastifyInstance, sandbox: PaymentSandbox): void {
  const assets = loadPageAssets();
  const byFile = new Map<string, PageAsset>([assets.css, assets.js].map((a) => [a.file, a]));

  const send = (reply: FastifyReply, view: PaymentView) => {
    const page = renderPaymentView(view, sandbox.merchant, assets);
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Robots-Tag', 'noindex');
    return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
  };

  const refuseCrossSite = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isCrossSitePost(request)) return;
    request.log.warn({ route: request.routeOptions.url }, 'cross-site payment form post refused');
    return send(reply, { kind: 'forbidden' });
  };

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get<{ Params: { file: string } }>(`${ASSETS_PREFIX}:file`, async (request, reply) => {
      const asset = byFile.get(request.params.file);
      if (!asset) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      return reply.type(asset.contentType).send(asset.body);
    });

    scope.get<Pay>('/sandbox/pay/:payment_id', async (request, reply) =>
      send(reply, await sandbox.view(request.params.payment_id)),
    );

    scope.post<Pay>('/sandbox/pay/:payment_id', { preHandler: refuseCrossSite }, async (request, reply) =>
      send(reply, await sandbox.submitCard(request.params.payment_id, formOf(request.body))),
    );

    scope.post<Pay>(
      '/sandbox/pay/:payment_id/challenge',
      { preHandler: refuseCrossSite },
      async (request, reply) =>
        send(reply, await sandbox.answerChallenge(request.params.payment_id, formOf(request.body))),
    );
  });
}
