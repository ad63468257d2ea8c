import type { Page, Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/** The app's own scripts a page loaded: its bundle under /assets/ (not a payment provider's frame). */
export interface RouteJs {
  files: { name: string; gzipBytes: number; text: string }[];
  gzipKb: number;
}

/**
 * Starts counting the JavaScript a page loads (call before navigating): each app script's body,
 * gzipped at level 9 as the budgets count it, however the server compressed it on the wire.
 */
export function countRouteJs(page: Page): () => Promise<RouteJs> {
  const responses: Response[] = [];
  const origin = () => new URL(page.url()).origin;
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  return async () => {
    const seen = new Map<string, { gzipBytes: number; text: string }>();
    for (const response of responses) {
      const url = new URL(response.url());
      if (url.origin !== origin() || !url.pathname.startsWith('/assets/') || seen.has(url.pathname)) continue;
      const body = await response.body();
      seen.set(url.pathname, { gzipBytes: gzipSync(body, { level: 9 }).length, text: body.toString('utf8') });
    }
    const files = [...seen].map(([path, file]) => ({ name: path.split('/').pop() ?? path, ...file }));
    const total = files.reduce((sum, f) => sum + f.gzipBytes, 0);
    return { files: files.sort((a, b) => b.gzipBytes - a.gzipBytes), gzipKb: Math.round(total / 102.4) / 10 };
  };
}
