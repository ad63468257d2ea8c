import type { FastifyInstance } from 'fastify';
import { ensureToken, tokenHashOf } from '../http/proposal-token';
import { presentProposal } from '../proposals/present';
import type { ProposalService } from '../proposals/proposal-service';
import { assertReasonableShape } from '../proposals/shape-guard';
import { parseProposalInput } from '../validation/proposal-envelope';

/** POST /api/proposal, GET and POST /api/proposal/{uuid} (SPEC.md 7). */
export function proposalRoutes(
  app: FastifyInstance,
  proposals: ProposalService,
  secureCookies: boolean,
): void {
  app.post('/api/proposal', async (request, reply) => {
    assertReasonableShape(request.body);
    const input = parseProposalInput(request.body);
    const tokenHash = ensureToken(request, reply, secureCookies);
    const record = await proposals.create(input, tokenHash);
    reply.status(201);
    return { proposal: presentProposal(record) };
  });

  app.get<{ Params: { uuid: string } }>('/api/proposal/:uuid', async (request) => {
    const record = await proposals.load(request.params.uuid, tokenHashOf(request));
    return { proposal: presentProposal(record) };
  });

  app.post<{ Params: { uuid: string } }>('/api/proposal/:uuid', async (request) => {
    assertReasonableShape(request.body);
    const input = parseProposalInput(request.body);
    const record = await proposals.update(request.params.uuid, tokenHashOf(request), input);
    return { proposal: presentProposal(record) };
  });
}
