import type { Proposal, ProposalResponse } from '#domain/contract/proposal.ts';
import { completeRisk } from '#tests/support/examples.ts';
import type { ApiBridge } from './api-bridge';

/** A quoted proposal of the complete example, created as this browser. */
export async function quotedProposal(api: ApiBridge, risk = completeRisk()): Promise<Proposal> {
  const created = await api.call('POST', '/api/proposal', { risk });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.json)}`);
  const { uuid } = (created.json as ProposalResponse).proposal;
  const quoted = await api.call('POST', `/api/proposal/${uuid}/quote`, {});
  if (quoted.status !== 200) throw new Error(`quote: ${quoted.status}`);
  return (quoted.json as ProposalResponse).proposal;
}
