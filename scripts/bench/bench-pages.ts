/**
 * Builds the bench's own pages (the stock stack, the validations) and serves them as the app's server
 * serves its files: brotli-compressed and with the app's security headers, so both sides' sizes and
 * load times compare.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'vite';
import { quoteForm } from '#domain/schema/quote-form.ts';
import { formSchema } from '#forms/validation/form-ids.ts';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '#server/http/security.ts';
import { loadReferenceLists } from '#server/lists/reference-lists.ts';
import { largeRisk } from './large-risk';

const root = join(import.meta.dirname, '..', '..');
const outDir = join(root, 'dist', 'bench');
const STEP = '4-additional-drivers';
/** RJSF's own widget names: a stock form renders these; any other (ours) is taken out. */
const STOCK_WIDGETS = new Set(['hidden', 'select', 'text', 'textarea', 'radio', 'email', 'checkbox']);

type Ui = Record<string, unknown>;

/** A step's UI schema as stock RJSF can render it: our widgets and fields left to its defaults. */
export function stockUiSchema(ui: unknown): unknown {
  if (Array.isArray(ui)) return ui.map(stockUiSchema);
  if (ui === null || typeof ui !== 'object') return ui;
  const out: Ui = {};
  for (const [key, value] of Object.entries(ui as Ui)) {
    if (key === 'ui:field') continue;
    if (key === 'ui:widget' && !STOCK_WIDGETS.has(String(value))) continue;
    out[key] = stockUiSchema(value);
  }
  return out;
}

/** How our UI schema shows a list question, by its property name: typed (autocomplete) or excluding some options. */
function listShowing(ui: unknown, out = { typed: new Set<string>(), exclude: new Map<string, unknown[]>() }) {
  if (ui === null || typeof ui !== 'object') return out;
  for (const [key, value] of Object.entries(ui as Ui)) {
    if (value === null || typeof value !== 'object') continue;
    const node = value as Ui;
    if (node['ui:widget'] === 'list-autocomplete') out.typed.add(key);
    const exclude = (node['ui:options'] as Ui | undefined)?.exclude;
    if (Array.isArray(exclude)) out.exclude.set(key, exclude);
    listShowing(value, out);
  }
  return out;
}

/**
 * The step's schema as a stock RJSF app shows a reference list: a list question our form shows as a
 * select (list-select) carries its options as `oneOf` constants with titles, which stock RJSF renders
 * as a select with the same choices (decision 054). Questions our form types into (autocomplete) stay
 * text boxes on both sides.
 */
export function stockListedSchema(schema: unknown, ui: unknown): unknown {
  const lists = loadReferenceLists();
  const { typed, exclude } = listShowing(ui);
  const walk = (node: unknown, key: string | undefined): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, undefined));
    if (node === null || typeof node !== 'object') return node;
    const out: Ui = {};
    for (const [k, value] of Object.entries(node as Ui)) out[k] = walk(value, k);
    const listName = out['in-list'];
    const list = typeof listName === 'string' ? lists.get(listName) : undefined;
    if (list && !(key && typed.has(key))) {
      const left = list.options.filter((o) => !(key && exclude.get(key)?.includes(o.value)));
      out.oneOf = left.map((o) => ({ const: o.value, title: o.name }));
    }
    return out;
  };
  // The walk passes each property's name down with its node (and a definition's name with it).
  return walk(schema, undefined);
}

/** The largest step's schema, its stock UI schema and the answers, as the bench pages import them. */
function writeStepData(): void {
  const dir = join(root, 'dist', 'bench-data');
  mkdirSync(dir, { recursive: true });
  const schema = formSchema(STEP);
  const ui = quoteForm.step(STEP).ui;
  const step = {
    schema,
    listedSchema: stockListedSchema(schema, ui),
    uiSchema: stockUiSchema(ui),
    formData: largeRisk(),
  };
  writeFileSync(join(dir, 'step.json'), JSON.stringify(step));
}

export async function buildBenchPages(): Promise<void> {
  writeStepData();
  await build({ configFile: join(import.meta.dirname, 'pages', 'vite.config.ts'), logLevel: 'warn' });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * The headers the bench's pages are served with: the app's own (decision 072). Without them only our
 * page sent Cross-Origin-Opener-Policy, so only ours was opened in a renderer of its own, a cost
 * that belongs to the headers and not to either stack. The stock stack compiles its validators at
 * run time, which a Content-Security-Policy allows only with 'unsafe-eval': deployed, it would need
 * that weakening, so its pages are served with it.
 */
export const BENCH_PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'Content-Security-Policy': CONTENT_SECURITY_POLICY.replace(
    "script-src 'self'",
    "script-src 'self' 'unsafe-eval'",
  ),
};

/**
 * Serves dist/bench on a port (0: any free one), brotli-compressed like the app's assets, every answer
 * with BENCH_PAGE_HEADERS.
 */
export async function serveBenchPages(port: number): Promise<{ base: string; close(): Promise<void> }> {
  const cache = new Map<string, Buffer>();
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0]));
    const file = join(outDir, path);
    if (!file.startsWith(outDir) || !existsSync(file) || extname(file) === '') {
      response.writeHead(404, BENCH_PAGE_HEADERS).end();
      return;
    }
    let body = cache.get(file);
    if (!body) {
      const params = { [constants.BROTLI_PARAM_QUALITY]: 11 };
      body = brotliCompressSync(readFileSync(file), { params });
      cache.set(file, body);
    }
    response.writeHead(200, {
      ...BENCH_PAGE_HEADERS,
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Encoding': 'br',
      'Cache-Control': 'no-cache',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
