import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { notFound } from '#server/http/errors.ts';
import { tokenHashOf } from '#server/http/proposal-token.ts';
import { encodedPage, routePages } from '#server/http/route-preload.ts';
import type { ScreenTopReader } from '#server/proposals/screen-top-values.ts';
import { contentSecurityPolicy } from '#server/http/security.ts';

const API_PREFIXES = ['/api/', '/json/', '/applied/', '/sandbox/'];

/**
 * Serves the built client, with index.html for every app route (history fallback); a buying screen's
 * page with its top filled in from the customer's proposal where `screenTop` finds it (decision 051).
 */
export async function clientRoutes(
  app: FastifyInstance,
  clientDir: string | null,
  screenTop?: ScreenTopReader,
): Promise<void> {
  const hasClient = clientDir !== null && existsSync(join(clientDir, 'index.html'));
  const pageFor = hasClient ? routePages(clientDir) : null;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // dist/client holds .br and .gz copies made at build time (scripts/compress-assets.ts).
      preCompressed: true,
      // Our own Cache-Control below, not @fastify/static's (max-age=0), which would replace it.
      cacheControl: false,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(clientDir, 'assets')}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const [path, search = ''] = request.url.split('?');
    const isApi = API_PREFIXES.some((p) => path.startsWith(p)) || path === '/api';
    // HEAD as GET (Node sends no body with it): a link checker or monitor finds the page there.
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !readsPage || !hasClient) throw notFound('page');
    reply.header('Cache-Control', 'no-cache');
    reply.header('Vary', 'Accept-Encoding');
    if (!pageFor) return reply.type('text/html; charset=utf-8').send('');
    const query = new URLSearchParams(search);
    const top = screenTop ? pageFor.topOf(path, query) : null;
    const values = top && screenTop ? await screenTop(top, tokenHashOf(request), request.log) : null;
    const page = pageFor(path, query, values);
    // A page with the customer's own proposal in it is kept by no cache.
    if (page.personal) reply.header('Cache-Control', 'no-store');
    const sent = encodedPage(page, request.headers['accept-encoding']);
    if (sent.encoding) reply.header('Content-Encoding', sent.encoding);
    // The page's own stylesheets are in it, each allowed by its hash (no 'unsafe-inline').
    reply.header('Content-Security-Policy', contentSecurityPolicy(page.styleHashes));
    return reply.type('text/html; charset=utf-8').send(sent.body);
  });
}
