/**
 * npm run screenshots -- [baseUrl] [outDir]: screenshots of the main routes on a phone and a laptop,
 * for looking at what customers see. Needs a running server (npm start) and Debian chromium.
 */
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../e2e/support/chromium';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? 'test-results/screenshots';
const paths = (process.argv[4] ?? '/assumptions,/quote/create,/quote/declined,/nothing-here').split(',');
const viewports = { phone: { width: 360, height: 740 }, laptop: { width: 1280, height: 900 } };

mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const [device, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport, baseURL: base });
  await context.addInitScript(() => localStorage.setItem('vq.assumptionsAccepted', 'true'));
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const file = join(out, `${device}${path.replace(/[/?=&]+/g, '_')}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
