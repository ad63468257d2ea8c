import { calls } from '#domain/contract/calls.ts';
import type { FastifyInstance } from 'fastify';
import { ensureToken, tokenHashOf, type TokenPolicy } from '#server/http/proposal-token.ts';
import { presentProposal } from '#server/proposals/present.ts';
import type { ProposalService } from '#server/proposals/proposal-service.ts';
import { assertReasonableShape } from '#server/proposals/shape-guard.ts';
import { parseProposalInput } from '#server/validation/proposal-envelope.ts';

/** POST /api/proposal, GET and POST /api/proposal/{uuid} (SPEC.md 7). */
export function proposalRoutes(app: FastifyInstance, proposals: ProposalService, tokens: TokenPolicy): void {
  app.post(calls.createProposal.path, async (request, reply) => {
    assertReasonableShape(request.body);
    const input = parseProposalInput(request.body);
    const tokenHash = await ensureToken(request, reply, tokens);
    const record = await proposals.create(input, tokenHash);
    reply.status(201);
    return { proposal: presentProposal(record) };
  });

  app.get<{ Params: { uuid: string } }>(calls.getProposal.path, async (request) => {
    const record = await proposals.load(request.params.uuid, tokenHashOf(request));
    return { proposal: presentProposal(record) };
  });

  app.post<{ Params: { uuid: string } }>(calls.updateProposal.path, async (request) => {
    assertReasonableShape(request.body);
    const input = parseProposalInput(request.body);
    const record = await proposals.update(request.params.uuid, tokenHashOf(request), input);
    return { proposal: presentProposal(record) };
  });
}
