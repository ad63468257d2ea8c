import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium';
import { serveFolder } from '../e2e/support/static-server';
import { openPreview, storybookDir } from '../e2e/support/storybook';
const server = await serveFolder(storybookDir);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage();
await openPreview(page, server.url);
const id = process.argv[2];
const out = await page.evaluate(`new Promise((resolve) => {
  const ch = window.__STORYBOOK_ADDONS_CHANNEL__;
  const log = [];
  const t0 = performance.now();
  function snap(tag) {
    const stories = [...document.querySelectorAll('#storybook-docs .docs-story')];
    log.push(tag + ' t=' + Math.round(performance.now() - t0) + ' docs-story=' + stories.length + ' filled=' + stories.filter((s) => s.querySelector('[id^="story--"] *')).length + ' ids=' + document.querySelectorAll('#storybook-docs [id^="story--"]').length);
  }
  for (const ev of ['docsRendered', 'storyRendered', 'storyFinished', 'storyRenderPhaseChanged']) ch.on(ev, (p) => log.push(Math.round(performance.now() - t0) + ' ' + ev + ' ' + JSON.stringify(p).slice(0, 90)));
  ch.on('docsRendered', () => { snap('at docsRendered'); for (const d of [50, 200, 500, 1000, 1500]) setTimeout(() => snap('+' + d), d); setTimeout(() => resolve(log), 1600); });
  ch.emit('setCurrentStory', { storyId: '${'${id}'}', viewMode: 'docs' });
})`.replace('${id}', id));
console.log((out as string[]).join('\n'));
await browser.close(); await server.close();
