import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RouteShellEntry } from '#domain/journey/route-shell-file.ts';
import { calls, urlOf } from '#domain/contract/calls.ts';
import { LISTS_LOADED_ON_DEMAND } from '#domain/lists.ts';
import { fillTopMarks, type ScreenTopName } from '#domain/journey/screen-tops.ts';
import type { ProposalRedirects } from '#domain/journey/route-after-load.ts';

/** A page ready to send: as it is, and brotli- and gzip-compressed (each made when first sent). */
export interface Page {
  text: string;
  readonly br: Buffer;
  readonly gzip: Buffer;
  /** The CSP sources of the stylesheets the page holds (`'sha256-...'`), for its style-src. */
  styleHashes: string[];
  /** Holds the customer's own proposal (a screen top filled in): never stored by a cache. */
  personal?: boolean;
}

/**
 * The page with its compressed copies made on first use and kept: the server starts without
 * compressing every route's pages (about 10 ms each at brotli's best, two dozen of them, before the
 * first answer), and a page made for one request compresses only the encoding it is sent in.
 * Extend a page with Object.assign, not a spread, which would make both copies at once.
 */
function pageOf(text: string, styleHashes: string[], brotliQuality = 11): Page {
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    text,
    get br() {
      br ??= brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } });
      return br;
    },
    get gzip() {
      gzip ??= gzipSync(text, { level: brotliQuality === 11 ? 9 : 6 });
      return gzip;
    },
    styleHashes,
  };
}

/** An `<link rel="stylesheet">` of the built page. */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * The page with the stylesheets it links put in it (`<style>`), each allowed by its hash in the
 * page's Content-Security-Policy: the page paints without waiting for another request.
 * Each names its file (`data-href`): the app links it, disabled, before its screens' code asks for
 * it (src/app/inlined-stylesheets.ts), so Vite's preload helper does not fetch it again and apply it
 * a second time (decision 075).
 */
function withStylesInline(clientDir: string, html: string): { html: string; hashes: string[] } {
  const hashes: string[] = [];
  const inlined = html.replace(STYLESHEET, (link, href: string) => {
    const file = join(clientDir, href);
    if (!href.startsWith('/assets/') || !existsSync(file)) return link;
    const css = readFileSync(file, 'utf8');
    hashes.push(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    return `<style data-href="${href}">${css}</style>`;
  });
  return { html: inlined, hashes };
}

/** The page's module scripts: the entry and every file announced with it. */
const SCRIPT_TAGS = /<(?:script type="module"|link rel="modulepreload")/g;

/**
 * The page's scripts, fetched at low priority (decision 061): the page's first paint needs none of
 * them (its header and the screen's shell come with their styles in the page), and the screen needs
 * its stylesheets and its data (the proposal, the reference lists) as much as its code. At their
 * usual high priority they came in before the first paint on a fast connection, and their
 * compiling took the main thread ahead of it; Lighthouse then counts them as blocking that paint
 * (its first contentful paint went from 0.7 to 2 s, simulated, by that race alone).
 */
function scriptsAfterFirstPaint(html: string): string {
  return html.replace(SCRIPT_TAGS, (tag) => `${tag} fetchpriority="low"`);
}

/** What the build says of one route path (scripts/route-preload-plugin.ts). */
interface RoutePreload {
  files: string[];
  styles: string[];
  proposal: boolean;
  /** Its screen shows the reference lists as it opens (older builds: absent). */
  lists?: boolean;
  /** It reads answers back by the long lists' names too (older builds: absent). */
  longLists?: boolean;
}

/** Where index.html takes a route's shell. */
const SHELL_MARK = /<!-- route-shell:[^>]*-->/;

/** The page's charset declaration: what the page fetches first goes right after it. */
const CHARSET = /<meta charset="UTF-8" \/>/i;

/** A list request as the app makes it (same-origin credentials and mode): the preload answers it. */
const fetchPreload = (href: string) => `<link rel="preload" as="fetch" crossorigin href="${href}">`;

/** The reference lists' request. */
const LISTS_PRELOAD = fetchPreload(urlOf(calls.initialLists));

/** The long lists' requests, for a screen that reads answers back by their names. */
const LONG_LISTS_PRELOAD = LISTS_LOADED_ON_DEMAND.map((name) =>
  fetchPreload(urlOf(calls.namedList, { name })),
).join('');

/** A proposal uuid as the API takes it; anything else in the query is not put in the page. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The address the app reads a proposal from (src/api/store-proposal.ts proposalKey). */
export const proposalPath = (uuid: string) => `/api/proposal/${uuid}`;

function readJson<T>(file: string): Record<string, T> {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** The screen top a page could hold filled in from its proposal (docs/decisions/051). */
export interface PageTop {
  name: ScreenTopName;
  redirects: ProposalRedirects;
  uuid: string;
}

/** The pages of the built client: a route's page for its address, and the top it could hold. */
export interface RoutePages {
  /** The page; with `topValues` (the top's values from the proposal) its filled top where it has one. */
  (path: string, query?: URLSearchParams, topValues?: Record<string, string> | null): Page;
  /**
   * The screen top the page at this address would hold, filled from the proposal the address names:
   * only on a route with one, with a uuid and nothing else in the query (a payment's outcome, say,
   * changes the screen's top).
   */
  topOf(path: string, query?: URLSearchParams): PageTop | null;
}

/**
 * The page of a route, for its path and query (docs/decisions/048):
 * - index.html with a `<link rel="modulepreload">` for each built file the route's screen needs
 *   and a `<link rel="preload" as="style">` for each of its stylesheets (dist/client/route-preload.json,
 *   written by the build), so the browser fetches them alongside the entry script instead of one
 *   import after another;
 * - the page's stylesheets in it (`<style>`, allowed by their hashes in its Content-Security-Policy),
 *   so it paints without waiting for another request;
 * - with the route's shell, where it has one (dist/client/route-shells.json: the top of its screen,
 *   made from the screen's own components) and the guard cannot send the customer elsewhere (the
 *   route is open, or the address names a uuid), and the stylesheets it needs: the customer reads it
 *   before the scripts arrive;
 * - on a buying screen whose top shows the proposal (docs/decisions/051), that top filled in with
 *   the values the caller worked out from the proposal (`topValues`, for the address `topOf` names),
 *   HTML-escaped; the page is then `personal` (no cache keeps it). Without values it holds no shell;
 * - on a route that works on a proposal, opened with a uuid, a `<link rel="preload" as="fetch">` of
 *   that proposal, so its GET starts with the page instead of after the scripts; the app's own
 *   request for it is then answered by the preload.
 * Paths the route table does not know get the page as it is.
 */
export function routePages(clientDir: string): RoutePages {
  const page = readFileSync(join(clientDir, 'index.html'), 'utf8');
  // A build from before decision 048 listed only files (BENCH_CLIENT_DIR may serve one).
  const lists = Object.fromEntries(
    Object.entries(readJson<RoutePreload | string[]>(join(clientDir, 'route-preload.json'))).map(
      ([route, preload]) => [
        route,
        Array.isArray(preload) ? { files: preload, styles: [], proposal: false } : preload,
      ],
    ),
  );
  const shells = readJson<RouteShellEntry>(join(clientDir, 'route-shells.json'));
  const built = (html: string) => {
    const inline = withStylesInline(clientDir, scriptsAfterFirstPaint(html));
    return pageOf(inline.html, inline.hashes);
  };
  const plain = built(page);
  const links = (files: string[], rel: string) =>
    files.map((file) => `<link ${rel} crossorigin href="${file}">`).join('');
  const routes = new Map<
    string,
    { page: Page; proposal: boolean; shell?: Page & { open: boolean }; top?: RouteShellEntry['top'] }
  >();
  for (const [route, { files, styles, proposal, lists: showsLists, longLists }] of Object.entries(lists)) {
    const scripts = links(files, 'rel="modulepreload"');
    // A screen that shows the reference lists as it opens: the app fetches them before its first
    // render, and the page starts that request with the scripts (decision 057); the long lists as
    // well where it reads answers back by them.
    const listPreloads = `${showsLists ? LISTS_PRELOAD : ''}${longLists ? LONG_LISTS_PRELOAD : ''}`;
    const withLists = page.replace(CHARSET, (charset) => `${charset}${listPreloads}`);
    // The screen's stylesheets are fetched with its scripts: the app waits for both before showing it.
    const text = withLists.replace(
      '</head>',
      `${scripts}${links(styles, 'rel="preload" as="style"')}</head>`,
    );
    const shell = shells[route];
    // With the shell, its stylesheets are in the page instead, so it shows as the screen will.
    const withShell = shell
      ? withLists
          .replace('</head>', `${scripts}${links(styles, 'rel="stylesheet"')}</head>`)
          .replace(SHELL_MARK, shell.html)
      : null;
    routes.set(route, {
      page: built(text),
      proposal,
      shell: withShell && shell ? Object.assign(built(withShell), { open: shell.open }) : undefined,
      top: shell?.top,
    });
  }
  const routeAt = (path: string) => routes.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
  const uuidOf = (query?: URLSearchParams) => query?.get('uuid')?.trim() ?? '';
  const pages = (path: string, query?: URLSearchParams, topValues?: Record<string, string> | null) => {
    const route = routeAt(path);
    if (!route) return plain;
    const uuid = uuidOf(query);
    // A shell filled from the proposal is shown only filled in, with its values.
    const filled = route.top && route.shell && topValues ? fillTopMarks(route.shell.text, topValues) : null;
    const shown = route.shell && !route.top && (route.shell.open || uuid !== '') ? route.shell : route.page;
    if (!route.proposal || !UUID.test(uuid)) return shown;
    const base =
      filled !== null && route.shell ? { text: filled, styleHashes: route.shell.styleHashes } : shown;
    // First in the head after the charset, so the proposal's request starts before the scripts'.
    // The fetch's credentials and mode are the app's fetch's (same-origin): the preload answers it.
    const preload = `<link rel="preload" as="fetch" crossorigin href="${proposalPath(uuid)}">`;
    // Made per request (the uuid is the customer's own), so compressed quickly rather than smallest.
    const text = base.text.replace(CHARSET, (charset) => `${charset}${preload}`);
    return Object.assign(pageOf(text, base.styleHashes, 5), { personal: filled !== null });
  };
  return Object.assign(pages, {
    topOf(path: string, query?: URLSearchParams): PageTop | null {
      const top = routeAt(path)?.top;
      const uuid = uuidOf(query);
      const onlyUuid = query !== undefined && [...query.keys()].every((key) => key === 'uuid');
      return top && UUID.test(uuid) && onlyUuid ? { ...top, uuid } : null;
    },
  });
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
