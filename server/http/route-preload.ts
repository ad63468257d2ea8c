import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A page ready to send: as it is, and brotli- and gzip-compressed once at start. */
export interface Page {
  text: string;
  br: Buffer;
  gzip: Buffer;
}

function pageOf(text: string): Page {
  return {
    text,
    br: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(text, { level: 9 }),
  };
}

/**
 * The page with its route's scripts announced: index.html with a `<link rel="modulepreload">` for
 * each built file the route's screen needs (dist/client/route-preload.json, written by the build),
 * so the browser fetches them alongside the entry script instead of one import after another.
 * Paths the route table does not know get the page as it is.
 */
export function routePages(clientDir: string): (path: string) => Page {
  const page = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const listFile = join(clientDir, 'route-preload.json');
  const lists: Record<string, string[]> = existsSync(listFile)
    ? JSON.parse(readFileSync(listFile, 'utf8'))
    : {};
  const plain = pageOf(page);
  const pages = new Map<string, Page>();
  for (const [route, files] of Object.entries(lists)) {
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
    pages.set(route, pageOf(page.replace('</head>', `${links}</head>`)));
  }
  return (path) => pages.get(path.length > 1 ? path.replace(/\/+$/, '') : path) ?? plain;
}

/** The best encoding of a page for an Accept-Encoding header. */
export function encodedPage(
  page: Page,
  acceptEncoding: string | undefined,
): { body: string | Buffer; encoding?: string } {
  const accepts = (name: string) =>
    new RegExp(`(^|[,\\s])${name}(;q=(?!0(\\.0*)?\\b)|\\s*(,|$))`).test(acceptEncoding ?? '');
  if (accepts('br')) return { body: page.br, encoding: 'br' };
  if (accepts('gzip')) return { body: page.gzip, encoding: 'gzip' };
  return { body: page.text };
}
