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

/** Pays on the card sandbox's hosted page with a test card, as the customer would in the frame. */
export async function payByCard(api: ApiBridge, uuid: string, card = '4242424242424242'): Promise<void> {
  const started = await api.call('POST', `/api/proposal/${uuid}/quote/payment`, {
    return_url: `/quote/payment-redirect?uuid=${uuid}`,
  });
  if (started.status !== 200) throw new Error(`payment: ${started.status} ${JSON.stringify(started.json)}`);
  const url = (started.json as { payment_url: string }).payment_url;
  const page = await api.app.inject({ method: 'GET', url });
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  await api.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    payload: new URLSearchParams({
      card_number: card,
      expiry: '12/30',
      cvc: '123',
      name: 'Sam Driver',
      token,
    }).toString(),
  });
}

/** Sets the proposal to pay monthly with an accepted Direct Debit mandate (the sandbox's test values). */
export async function withMandate(api: ApiBridge, uuid: string): Promise<void> {
  await api.call('POST', `/api/proposal/${uuid}/payment-method`, { is_pay_monthly: true });
  const res = await api.call('PATCH', '/json/proposal/direct-debit', {
    uuid,
    account_name: 'Sam Driver',
    account_number: '66374958',
    sort_code: '089999',
  });
  if (res.status !== 200) throw new Error(`direct debit: ${res.status}`);
}
