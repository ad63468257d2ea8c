import { completeRisk } from '#tests/support/examples.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

/** A proposal quoted through the API, and the cookie that lets a browser open it (DESIGN.md 3). */
export interface BenchProposal {
  uuid: string;
  /** `name=value` of the proposal token cookie. */
  cookie: string;
}

async function post(base: string, path: string, body: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: cookie ? { ...XHR, Cookie: cookie } : XHR,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Creates and quotes a proposal paying monthly, as the bench's pages need one. */
export async function quotedBenchProposal(base: string): Promise<BenchProposal> {
  const created = await post(base, '/api/proposal', { risk: completeRisk() });
  const cookie = (created.headers.get('set-cookie') ?? '').split(';')[0];
  const { proposal } = (await created.json()) as { proposal: { uuid: string } };
  await post(base, `/api/proposal/${proposal.uuid}/quote`, {}, cookie);
  await post(base, `/api/proposal/${proposal.uuid}/payment-method`, { is_pay_monthly: true }, cookie);
  return { uuid: proposal.uuid, cookie };
}
