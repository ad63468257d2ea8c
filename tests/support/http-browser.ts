/**
 * A browser over real HTTP, for tests of server processes: its own proposal cookie, JSON calls as
 * the application makes them (X-Requested-With), and the card sandbox's hosted page filled in as a
 * customer would in the frame. Each call names the server it goes to, so one browser can walk one
 * journey across several servers behind a load balancer.
 */
export interface HttpAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON body (null when the body is not JSON). */
  json: Record<string, unknown> & { error?: { code: string; message: string } };
  text: string;
}

export interface HttpBrowser {
  call(base: string, method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<HttpAnswer>;
  /** Pays on the sandbox's hosted page at `paymentUrl` of server `base` with this card number. */
  pay(base: string, paymentUrl: string, card: string): Promise<HttpAnswer>;
}

async function answerOf(res: Response): Promise<HttpAnswer> {
  const text = await res.text();
  let json: HttpAnswer['json'] = {};
  try {
    json = JSON.parse(text) as HttpAnswer['json'];
  } catch {
    // an HTML page
  }
  return { status: res.status, headers: res.headers, json, text };
}

export function httpBrowser(): HttpBrowser {
  let cookie = '';
  const remember = (res: Response) => {
    const set = res.headers.getSetCookie();
    if (set.length > 0) cookie = set[0].split(';')[0];
    return res;
  };
  return {
    async call(base, method, path, body) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          ...(cookie ? { Cookie: cookie } : {}),
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return answerOf(remember(res));
    },
    async pay(base, paymentUrl, card) {
      const page = await (await fetch(`${base}${paymentUrl}`)).text();
      const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
      const res = await fetch(`${base}${paymentUrl}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
        body: new URLSearchParams({
          card_number: card,
          expiry: '12/30',
          cvc: '123',
          name: 'Sam Driver',
          token,
        }),
      });
      return answerOf(res);
    },
  };
}
