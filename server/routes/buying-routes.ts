import type { FastifyInstance } from 'fastify';
import type {
  DirectDebitResponse,
  PaymentOutcomeResponse,
  PaymentResponse,
} from '#domain/contract/buying.ts';
import { calls } from '#domain/contract/calls.ts';
import type { ProposalResponse } from '#domain/contract/proposal.ts';
import type { acceptService } from '#server/buying/accept-service.ts';
import { parseDirectDebit, type directDebitService } from '#server/buying/direct-debit-service.ts';
import type { paymentService } from '#server/buying/payment-service.ts';
import { tokenHashOf } from '#server/http/proposal-token.ts';
import { clientKey, enforceLimits } from '#server/http/rate-limit.ts';
import { presentProposal } from '#server/proposals/present.ts';
import { assertReasonableShape } from '#server/proposals/shape-guard.ts';
import type { RateLimitCounter } from '#server/store/types.ts';

type UuidParams = { Params: { uuid: string } };

/** Bank details are tried at most this often per client (modulus guessing is not a free oracle). */
const DIRECT_DEBIT_LIMIT = { name: 'direct-debit-client', max: 10, windowMs: 15 * 60 * 1000 };

export interface BuyingServices {
  directDebit: ReturnType<typeof directDebitService>;
  payment: ReturnType<typeof paymentService>;
  accept: ReturnType<typeof acceptService>;
  limits: RateLimitCounter;
  now: () => Date;
}

/** PATCH /json/proposal/direct-debit, POST and GET .../quote/payment, POST .../quote/accept (SPEC.md 7). */
export function buyingRoutes(app: FastifyInstance, services: BuyingServices): void {
  app.patch(calls.saveDirectDebit.path, async (request, reply): Promise<DirectDebitResponse> => {
    assertReasonableShape(request.body);
    await enforceLimits(
      services.limits,
      [{ limit: DIRECT_DEBIT_LIMIT, key: clientKey(request) }],
      services.now(),
      reply,
    );
    return services.directDebit.setUp(parseDirectDebit(request.body), tokenHashOf(request));
  });

  app.post<UuidParams>(calls.startPayment.path, async (request): Promise<PaymentResponse> => {
    assertReasonableShape(request.body);
    const origin = `${request.protocol}://${request.host}`;
    return services.payment.start(request.params.uuid, tokenHashOf(request), request.body, origin);
  });

  app.get<UuidParams>(calls.paymentOutcome.path, async (request, reply): Promise<PaymentOutcomeResponse> => {
    reply.header('Cache-Control', 'no-store');
    return { outcome: await services.payment.outcome(request.params.uuid, tokenHashOf(request)) };
  });

  app.post<UuidParams>(calls.acceptQuote.path, async (request): Promise<ProposalResponse> => {
    assertReasonableShape(request.body);
    return {
      proposal: presentProposal(await services.accept.accept(request.params.uuid, tokenHashOf(request))),
    };
  });
}
