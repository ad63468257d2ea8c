import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { encodedPage, routePages } from '#server/http/route-preload.ts';

// The real compressors, counted: the server compresses a page when it is first sent, not at start.
vi.mock('node:zlib', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:zlib')>();
  return {
    ...actual,
    brotliCompressSync: vi.fn(actual.brotliCompressSync),
    gzipSync: vi.fn(actual.gzipSync),
  };
});

const UUID = '5e1d03de-0cc7-4c24-aa64-c32e246d2c3d';

/** A built client as the build leaves it: index.html, route-preload.json and route-shells.json. */
function builtClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'route-pages-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<html><head><meta charset="UTF-8" /><script type="module" src="/assets/index.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>' +
      '<body><div id="root"><header>Van Quote</header><!-- route-shell: here --></div></body></html>',
  );
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index.css'), 'body{margin:0}');
  writeFileSync(join(dir, 'assets', 'a.css'), '.assumptions{padding:0}');
  writeFileSync(
    join(dir, 'route-preload.json'),
    JSON.stringify({
      '/assumptions': { files: ['/assets/a.js'], styles: ['/assets/a.css'], proposal: false },
      '/quote/create': { files: ['/assets/q.js'], styles: ['/assets/q.css'], proposal: false, lists: true },
      '/quote/summary': { files: ['/assets/s.js'], styles: [], proposal: true, lists: true, longLists: true },
    }),
  );
  writeFileSync(
    join(dir, 'route-shells.json'),
    JSON.stringify({
      '/assumptions': { html: '<main><h1>Before we start</h1></main>', open: true },
      '/quote/create': { html: '<main><h1>Your details</h1></main>', open: false },
    }),
  );
  return dir;
}

const pageFor = routePages(builtClient());
const text = (path: string, query = '') => pageFor(path, new URLSearchParams(query)).text;

const sha256 = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

describe("the route's page (docs/decisions/048)", () => {
  it("holds an open route's shell and the stylesheets it needs, with the route's scripts announced", () => {
    const page = pageFor('/assumptions');
    expect(page.text).toContain(
      '<div id="root"><header>Van Quote</header><main><h1>Before we start</h1></main></div>',
    );
    // Each names its file: the app tells Vite's preload helper it is there (decision 075).
    expect(page.text).toContain('<style data-href="/assets/index.css">body{margin:0}</style>');
    expect(page.text).toContain('<style data-href="/assets/a.css">.assumptions{padding:0}</style>');
    expect(page.text).not.toContain('rel="stylesheet"');
    // Each stylesheet it holds is allowed by its hash, and only those.
    expect(page.styleHashes).toEqual([sha256('body{margin:0}'), sha256('.assumptions{padding:0}')]);
    expect(page.text).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a.js">',
    );
    // Nothing fetches what the page holds.
    expect(page.text).not.toContain('rel="preload" as="style"');
    expect(page.text).not.toContain('route-shell:');
  });

  it("announces the screen's stylesheets where it holds no shell: the app adds them itself", () => {
    const page = text('/quote/create');
    expect(page).toContain('<style data-href="/assets/index.css">body{margin:0}</style>');
    // Fetched early, from the address the app's loader will link.
    expect(page).toContain('<link rel="preload" as="style" crossorigin href="/assets/q.css">');
    expect(page).not.toContain('rel="stylesheet"');
  });

  it('fetches every script at low priority, and the styles and data at their own (decision 061)', () => {
    for (const page of [text('/assumptions'), text('/quote/summary', `uuid=${UUID}`), text('/elsewhere')]) {
      const scripts = page.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(' fetchpriority="low"');
      expect(page.match(/fetchpriority/g)).toHaveLength(scripts.length);
    }
  });

  it("holds a guarded route's shell only when the guard lets the page through (a uuid)", () => {
    // Without a uuid the guard may send a first visit to Assumptions: no screen is promised.
    expect(text('/quote/create')).not.toContain('Your details');
    expect(text('/quote/create')).not.toContain('rel="stylesheet" crossorigin href="/assets/q.css"');
    expect(text('/quote/create', 'uuid=%20')).not.toContain('Your details');
    expect(text('/quote/create', `uuid=${UUID}`)).toContain('<main><h1>Your details</h1></main>');
    expect(text('/quote/create/', `uuid=${UUID}`)).toContain('<main><h1>Your details</h1></main>');
  });

  it('starts the GET of the proposal a proposal route opens, first in the head', () => {
    const page = text('/quote/summary', `uuid=${UUID}`);
    expect(page).toContain(
      `<head><meta charset="UTF-8" /><link rel="preload" as="fetch" crossorigin href="/api/proposal/${UUID}">`,
    );
    expect(page.match(/as="fetch" crossorigin href="\/api/g)).toHaveLength(1);
    expect(pageFor('/quote/summary', new URLSearchParams(`uuid=${UUID}`)).br.length).toBeGreaterThan(0);
  });

  it('starts the GET of the reference lists on a route whose screen shows them as it opens (decision 057)', () => {
    const lists = '<link rel="preload" as="fetch" crossorigin href="/json/lists/initial">';
    // With its shell (a uuid) and without, and beside the proposal's.
    expect(text('/quote/create')).toContain(`<meta charset="UTF-8" />${lists}`);
    expect(text('/quote/create', `uuid=${UUID}`)).toContain(`<meta charset="UTF-8" />${lists}`);
    const summary = text('/quote/summary', `uuid=${UUID}`);
    expect(summary).toContain(lists);
    // The summary reads answers back by the long lists' names too: a job, a business, an insurer.
    for (const name of ['occupation', 'employer_business', 'insurers'])
      expect(summary).toContain(`<link rel="preload" as="fetch" crossorigin href="/json/lists/${name}">`);
    expect(summary.match(/as="fetch"/g)).toHaveLength(5);
    expect(text('/quote/create')).not.toContain('/json/lists/occupation');
    // A route whose screen shows no list, and a path the route table does not know, fetch none.
    expect(text('/assumptions')).not.toContain('/json/lists/');
    expect(text('/no/such/page')).not.toContain('/json/lists/');
  });

  it('puts nothing else of the query in the page', () => {
    expect(text('/quote/summary')).not.toContain('/api/proposal');
    expect(text('/quote/summary', 'uuid=../../json/status')).not.toContain('/api/proposal');
    expect(text('/quote/summary', `uuid=${UUID}"><script>`)).not.toContain('/api/proposal');
    // A route that reads no proposal has nothing to fetch early.
    expect(text('/assumptions', `uuid=${UUID}`)).not.toContain('as="fetch"');
    expect(text('/no/such/page', `uuid=${UUID}`)).not.toContain('as="fetch"');
  });
});

describe('a shell filled from the proposal (docs/decisions/051)', () => {
  const dir = builtClient();
  writeFileSync(
    join(dir, 'route-shells.json'),
    JSON.stringify({
      '/quote/summary': {
        html: '<main><p>Hi {{top:forename}}</p></main>',
        open: false,
        top: { name: 'Summary', redirects: { unquoted: 'QuoteEditForm' } },
      },
    }),
  );
  const pages = routePages(dir);
  const query = (q: string) => new URLSearchParams(q);

  it('names its top only for an address with a uuid and nothing else', () => {
    expect(pages.topOf('/quote/summary', query(`uuid=${UUID}`))).toEqual({
      name: 'Summary',
      redirects: { unquoted: 'QuoteEditForm' },
      uuid: UUID,
    });
    expect(pages.topOf('/quote/summary', query(''))).toBeNull();
    expect(pages.topOf('/quote/summary', query('uuid=nope'))).toBeNull();
    expect(pages.topOf('/quote/summary', query(`uuid=${UUID}&payment=declined`))).toBeNull();
    expect(pages.topOf('/assumptions', query(`uuid=${UUID}`))).toBeNull();
  });

  it('fills it, escaped, and marks the page personal; without values it is not sent at all', () => {
    const filled = pages('/quote/summary', query(`uuid=${UUID}`), { forename: '<b>Sam</b> & "Jo"' });
    expect(filled.text).toContain('<main><p>Hi &lt;b&gt;Sam&lt;/b&gt; &amp; &quot;Jo&quot;</p></main>');
    expect(filled.text).toContain(`href="/api/proposal/${UUID}"`);
    expect(filled.personal).toBe(true);
    for (const values of [undefined, null, {}, { other: 'x' }] as (Record<string, string> | null)[]) {
      const page = pages('/quote/summary', query(`uuid=${UUID}`), values);
      expect(page.text).not.toContain('<main><p>Hi');
      expect(page.text).not.toContain('{{top:');
      expect(page.personal).toBe(false);
    }
  });
});

describe('compressing the pages', () => {
  it('happens when a page is first sent, in the encoding asked for, once: the server starts without it', () => {
    vi.mocked(brotliCompressSync).mockClear();
    vi.mocked(gzipSync).mockClear();
    const pages = routePages(builtClient());
    expect(brotliCompressSync).not.toHaveBeenCalled();
    expect(gzipSync).not.toHaveBeenCalled();
    const page = pages('/assumptions');
    const sent = encodedPage(page, 'gzip, deflate, br');
    expect(sent.encoding).toBe('br');
    expect(brotliDecompressSync(sent.body as Buffer).toString()).toBe(page.text);
    encodedPage(pages('/assumptions'), 'br');
    expect(brotliCompressSync).toHaveBeenCalledTimes(1);
    expect(gzipSync).not.toHaveBeenCalled();
  });

  it("compresses a page made for one request (the proposal's preload) in its encoding only", () => {
    vi.mocked(brotliCompressSync).mockClear();
    vi.mocked(gzipSync).mockClear();
    const page = pageFor('/quote/summary', new URLSearchParams(`uuid=${UUID}`));
    expect(encodedPage(page, 'gzip').encoding).toBe('gzip');
    expect(gzipSync).toHaveBeenCalledTimes(1);
    expect(brotliCompressSync).not.toHaveBeenCalled();
  });
});
