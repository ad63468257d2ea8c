/**
 * Every call of SPEC.md 7, once: its method and path pattern. The server registers its routes from
 * these patterns and the client builds its URLs from them, so a path is written in one place.
 */

export interface Call {
  method: 'GET' | 'POST' | 'PATCH';
  /** A Fastify-style pattern: ":name" stands for a path parameter. */
  path: string;
}

export const calls = {
  createProposal: { method: 'POST', path: '/api/proposal' },
  recallProposal: { method: 'POST', path: '/api/proposal/recall' },
  getProposal: { method: 'GET', path: '/api/proposal/:uuid' },
  updateProposal: { method: 'POST', path: '/api/proposal/:uuid' },
  createQuote: { method: 'POST', path: '/api/proposal/:uuid/quote' },
  acceptQuote: { method: 'POST', path: '/api/proposal/:uuid/quote/accept' },
  startPayment: { method: 'POST', path: '/api/proposal/:uuid/quote/payment' },
  paymentOutcome: { method: 'GET', path: '/api/proposal/:uuid/quote/payment' },
  savePaymentMethod: { method: 'POST', path: '/api/proposal/:uuid/payment-method' },
  saveAddons: { method: 'POST', path: '/api/proposal/:uuid/addons' },
  saveDirectDebit: { method: 'PATCH', path: '/json/proposal/direct-debit' },
  allLists: { method: 'GET', path: '/api/list' },
  insurerList: { method: 'GET', path: '/api/list/:name' },
  initialLists: { method: 'GET', path: '/json/lists/initial' },
  namedList: { method: 'GET', path: '/json/lists/:name' },
  searchAddress: { method: 'GET', path: '/json/address-search/:postcode' },
  lookupRegistration: { method: 'GET', path: '/api/vehicle/registration' },
  searchVehicles: { method: 'GET', path: '/api/vehicle' },
  status: { method: 'GET', path: '/json/status' },
  recordEvents: { method: 'POST', path: '/api/events' },
  document: { method: 'GET', path: '/applied/document/:applied/:document' },
} as const satisfies Record<string, Call>;

export type CallName = keyof typeof calls;

/**
 * The URL of a call: path parameters filled (URL-encoded) and an optional query string.
 * A parameter the pattern names but `params` lacks is an error: a call never goes out half-built.
 */
export function urlOf(
  call: Call,
  params: Record<string, string> = {},
  query?: Record<string, string>,
): string {
  const path = call.path.replace(/:([a-z_]+)/gi, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${call.path} needs the parameter "${name}"`);
    return encodeURIComponent(value);
  });
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}
