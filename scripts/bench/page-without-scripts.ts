import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';

/** What Lighthouse scores beside the routes: our first page as the server sends it, scripts removed. */
export const PAGE_WITHOUT_SCRIPTS = '/assumptions without its scripts';

/** Headers of the app's answer that describe its body as sent, not the page: set again here. */
const BODY_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

function sameHeaders(headers: Headers): Record<string, string> {
  return Object.fromEntries([...headers].filter(([name]) => !BODY_HEADERS.has(name)));
}

/** The page as the server sends it, its scripts and their preloads taken out (its styles are inline). */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
}

/**
 * Serves, on a port of its own, the app's /assumptions page without its scripts, with every header
 * the app sends with it (its Content-Security-Policy, Cross-Origin-Opener-Policy...), brotli
 * compressed as the app's pages are; any other path is the app's own answer (its stylesheets, its
 * icon). Lighthouse's score of that page is what this machine's Chromium gives a page with our
 * headers and markup that runs no script: no script of ours can score above it (decision 071).
 */
export async function servePageWithoutScripts(
  appBase: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const page = await fetch(`${appBase}/assumptions`, { headers: { 'accept-encoding': 'identity' } });
  const html = brotliCompressSync(Buffer.from(stripScripts(await page.text())));
  const pageHeaders = sameHeaders(page.headers);
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/assumptions') {
      response.writeHead(200, { ...pageHeaders, 'content-encoding': 'br', 'content-length': html.length });
      response.end(html);
      return;
    }
    fetch(`${appBase}${path}`, { headers: forwarded(request.headers) }).then(
      async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        response.writeHead(answer.status, { ...sameHeaders(answer.headers), 'content-length': body.length });
        response.end(body);
      },
      () => response.writeHead(502).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/assumptions`,
    // Chromium may hold a connection open (keep-alive, a request it gave up on): close() alone
    // would wait for it and the bench with it.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The request's headers an asset's answer depends on (fetch decompresses; it is sent as it comes). */
function forwarded(headers: IncomingHttpHeaders): Record<string, string> {
  const accept = headers.accept;
  return { 'accept-encoding': 'identity', ...(accept ? { accept } : {}) };
}
