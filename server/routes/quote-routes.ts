import { calls } from '#domain/contract/calls.ts';
import type { FastifyInstance } from 'fastify';
import { tokenHashOf } from '#server/http/proposal-token.ts';
import { presentProposal } from '#server/proposals/present.ts';
import { assertReasonableShape } from '#server/proposals/shape-guard.ts';
import type { QuoteService } from '#server/quotes/quote-service.ts';

type UuidParams = { Params: { uuid: string } };

/** POST /api/proposal/{uuid}/quote, /addons and /payment-method (SPEC.md 7). */
export function quoteRoutes(app: FastifyInstance, quotes: QuoteService): void {
  app.post<UuidParams>(calls.createQuote.path, async (request) => {
    assertReasonableShape(request.body);
    const record = await quotes.quote(request.params.uuid, tokenHashOf(request), request.body);
    return { proposal: presentProposal(record) };
  });

  app.post<UuidParams>(calls.saveAddons.path, async (request) => {
    assertReasonableShape(request.body);
    const record = await quotes.addons(request.params.uuid, tokenHashOf(request), request.body);
    return { proposal: presentProposal(record) };
  });

  app.post<UuidParams>(calls.savePaymentMethod.path, async (request) => {
    assertReasonableShape(request.body);
    const record = await quotes.paymentMethod(request.params.uuid, tokenHashOf(request), request.body);
    return { proposal: presentProposal(record) };
  });
}
