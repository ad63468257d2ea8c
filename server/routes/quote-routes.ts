import type { FastifyInstance } from 'fastify';
import { tokenHashOf } from '../http/proposal-token';
import { presentProposal } from '../proposals/present';
import { assertReasonableShape } from '../proposals/shape-guard';
import type { QuoteService } from '../quotes/quote-service';

type UuidParams = { Params: { uuid: string } };

/** POST /api/proposal/{uuid}/quote, /addons and /payment-method (SPEC.md 7). */
export function quoteRoutes(app: FastifyInstance, quotes: QuoteService): void {
  app.post<UuidParams>('/api/proposal/:uuid/quote', async (request) => {
    assertReasonableShape(request.body);
    const record = await quotes.quote(request.params.uuid, tokenHashOf(request), request.body);
    return { proposal: presentProposal(record) };
  });

  app.post<UuidParams>('/api/proposal/:uuid/addons', async (request) => {
    assertReasonableShape(request.body);
    const record = await quotes.addons(request.params.uuid, tokenHashOf(request), request.body);
    return { proposal: presentProposal(record) };
  });

  app.post<UuidParams>('/api/proposal/:uuid/payment-method', async (request) => {
    assertReasonableShape(request.body);
    const record = await quotes.paymentMethod(request.params.uuid, tokenHashOf(request), request.body);
    return { proposal: presentProposal(record) };
  });
}
