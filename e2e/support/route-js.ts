import type { Page, Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/** The app's own scripts a page loaded: its bundle under /assets/ (not a payment provider's frame). */
export interface RouteJs {
  files: { name: string; gzipBytes: number }[];
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
    const seen = new Map<string, number>();
    for (const response of responses) {
      const url = new URL(response.url());
      if (url.origin !== origin() || !url.pathname.startsWith('/assets/') || seen.has(url.pathname)) continue;
      seen.set(url.pathname, gzipSync(await response.body(), { level: 9 }).length);
    }
    const files = [...seen].map(([path, gzipBytes]) => ({ name: path.split('/').pop() ?? path, gzipBytes }));
    const total = files.reduce((sum, f) => sum + f.gzipBytes, 0);
    return { files: files.sort((a, b) => b.gzipBytes - a.gzipBytes), gzipKb: Math.round(total / 102.4) / 10 };
  };
}
