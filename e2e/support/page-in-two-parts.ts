import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The app's page for `path`, read whole (uncompressed) from the app's server. */
function readPage(
  app: URL,
  incoming: IncomingMessage,
): Promise<{ status: number; headers: Record<string, string>; html: string }> {
  return new Promise((resolve, reject) => {
    const out = forward(
      new URL(incoming.url ?? '/', app),
      { method: 'GET', headers: { ...incoming.headers, 'accept-encoding': 'identity' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers))
            if (value !== undefined && name !== 'content-length') headers[name] = String(value);
          resolve({
            status: response.statusCode ?? 502,
            headers,
            html: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    out.on('error', reject);
    out.end();
  });
}

/**
 * The app's server behind one that sends the page at `path` in two parts, the second `pauseMs`
 * after the first, cut just after the first match of `cutAfter` (as a slow connection or a busy
 * phone's parser may leave a page half read and painted); every other request is passed through as
 * it is. Cookies are the same: they belong to the host, not the port.
 */
export async function pageInTwoParts(
  appUrl: string,
  { path, cutAfter, pauseMs }: { path: string; cutAfter: string; pauseMs: number },
): Promise<{ url: string; close(): Promise<void> }> {
  const app = new URL(appUrl);
  const server: Server = createServer((incoming, outgoing) => {
    if (incoming.method === 'GET' && new URL(incoming.url ?? '/', app).pathname === path) {
      void readPage(app, incoming).then(({ status, headers, html }) => {
        const cut = html.indexOf(cutAfter);
        if (cut < 0) {
          outgoing.writeHead(500).end(`The page at ${path} does not hold ${cutAfter}.`);
          return;
        }
        outgoing.writeHead(status, headers);
        outgoing.write(html.slice(0, cut + cutAfter.length));
        setTimeout(() => outgoing.end(html.slice(cut + cutAfter.length)), pauseMs);
      });
      return;
    }
    const out = forward(
      new URL(incoming.url ?? '/', app),
      { method: incoming.method, headers: incoming.headers },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    incoming.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
