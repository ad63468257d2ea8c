import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectPath } from '#server/project-files.ts';

/** Where the hosted page's stylesheet and script are served (same origin: the CSP allows 'self'). */
export const ASSETS_PREFIX = '/sandbox/assets/';

/** One static file of the hosted page. */
export interface PageAsset {
  file: string;
  contentType: string;
  body: Buffer;
  /** Its address with a content hash, so it can be cached long and still change on deploy. */
  href: string;
}

export interface PageAssets {
  css: PageAsset;
  js: PageAsset;
}

const ASSET_DIR = projectPath('server', 'providers', 'payment', 'assets');

function load(file: string, contentType: string): PageAsset {
  const body = readFileSync(join(ASSET_DIR, file));
  const version = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { file, contentType, body, href: `${ASSETS_PREFIX}${file}?v=${version}` };
}

/** Reads the hosted page's assets once (at route registration). */
export function loadPageAssets(): PageAssets {
  return {
    css: load('payment-page.css', 'text/css; charset=utf-8'),
    js: load('payment-page.js', 'text/javascript; charset=utf-8'),
  };
}
