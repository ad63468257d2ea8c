import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';

/**
 * Gzipped JavaScript a route makes the browser download (DESIGN.md 5 budgets): every script response
 * while the page loads and settles, measured from the real server with compression in the browser's
 * request, so lazy chunks a route pulls in count too.
 */
export async function measureRouteJs(
  baseUrl: string,
  path: string,
): Promise<{ files: number; gzipKb: number }> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    await context.addInitScript(() => localStorage.setItem('vq.assumptionsAccepted', 'true'));
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    let bytes = 0;
    for (const url of scripts) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      const { gzipSync } = await import('node:zlib');
      bytes += gzipSync(body, { level: 9 }).length;
    }
    return { files: scripts.size, gzipKb: Math.round((bytes / 1024) * 10) / 10 };
  } finally {
    await browser.close();
  }
}
