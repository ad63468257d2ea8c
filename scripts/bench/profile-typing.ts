/**
 * Profiles the largest step at 4x CPU with the DevTools protocol's sampling profiler and prints
 * where the time goes: the functions with the most self time, and the modules.
 *
 *   tsx scripts/bench/profile-typing.ts [port] [what]
 *
 * port: where the built app serves (`PORT=4310 npm run serve`), 3998 by default, or `start` to
 * start the build on a spare port for the run (CLIENT_DIR serves another build, PROFILE_OUT keeps
 * the profile). what: typing (default), render (from navigation to
 * the filled step), add, remove, continue, header (reopening the step from another) or cycle (the
 * clicks bench's round: headers, Remove, Add, Continue).
 */
import { writeFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';
import { freePort, spawnServer, waitUntilServing } from '#tests/support/server-process.ts';
import { observeEvents, settled, takeEvents, throttle } from './in-page';
import { seedLargeDraft } from './large-risk';

/** Long animation frames (50 ms and more) from now on: where each frame's time went. */
async function observeFrames(page: Page, buffered = false): Promise<void> {
  await page.evaluate((buffered) => {
    const w = window as unknown as { benchFrames: string[] };
    w.benchFrames = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        duration: number;
        startTime: number;
        renderStart: number;
        styleAndLayoutStart: number;
        scripts: { duration: number; invoker: string; sourceFunctionName: string }[];
      }[]) {
        const end = entry.startTime + entry.duration;
        const layout = entry.styleAndLayoutStart > 0 ? end - entry.styleAndLayoutStart : 0;
        const render = entry.renderStart > 0 ? entry.styleAndLayoutStart - entry.renderStart : 0;
        const scripts = entry.scripts.reduce((sum, s) => sum + s.duration, 0);
        const top = entry.scripts
          .slice(0, 3)
          .map((s) => `${s.invoker} ${Math.round(s.duration)}`)
          .join('; ');
        w.benchFrames.push(
          `at ${Math.round(entry.startTime)}: ${Math.round(entry.duration)} = scripts ${Math.round(scripts)} + raf/render ${Math.round(render)} + style/layout ${Math.round(layout)} [${top}]`,
        );
      }
    }).observe({ type: 'long-animation-frame', buffered });
  }, buffered);
  await page.waitForTimeout(100);
}

async function takeFrames(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { benchFrames: string[] }).benchFrames);
}

const [portArg = '3998', what = 'typing'] = process.argv.slice(2);
const WHATS = ['typing', 'render', 'add', 'remove', 'continue', 'header', 'cycle'];
if (!WHATS.includes(what)) throw new Error(`what: one of ${WHATS.join(', ')}`);
const port = portArg === 'start' ? await freePort() : Number(portArg);
const server = portArg === 'start' ? spawnServer(port, { LOG_LEVEL: 'warn' }) : null;
if (server) await waitUntilServing(server, 20_000);

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    baseURL: `http://127.0.0.1:${port}`,
  });
  await seedLargeDraft(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(context, page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: Number(process.env.PROFILE_INTERVAL ?? 200) });
  // CSS locators: Playwright's own label and role queries walk the whole page, in the page's thread.
  const box = page.locator('[id="root.drivers.additional_drivers.4.surname"]');
  const driver5 = page.locator('[id="root.drivers.additional_drivers.4.claims"]');
  if (what === 'render') {
    await cdp.send('Profiler.start');
    await page.goto('/quote/create');
    await box.waitFor({ timeout: 120_000 });
  } else {
    await page.goto('/quote/create');
    await box.waitFor({ timeout: 120_000 });
    await page.waitForTimeout(1000);
    await observeEvents(page);
    await observeFrames(page);
    await cdp.send('Profiler.start');
  }
  const header = (n: number) => page.locator(`#step-${n}-heading button`);
  const repeat = async (times: number, action: (i: number) => Promise<void>) => {
    for (let i = 0; i < times; i++) {
      await action(i);
      await settled(page);
    }
  };
  if (what === 'typing') {
    await box.click();
    await repeat(10, () => page.keyboard.press('KeyA'));
  } else if (what === 'add' || what === 'remove') {
    await repeat(3, async () => {
      await driver5.locator('.repeater__remove').last().click();
      await settled(page);
      await driver5.locator('.repeater__add').click();
    });
  } else if (what === 'continue') {
    await repeat(3, async () => {
      await page.locator('#step-4-panel .step-panel__buttons .button:not(.button--secondary)').click();
      await settled(page);
      await header(4).click();
      await box.waitFor();
    });
  } else if (what === 'cycle') {
    // The clicks bench's round: headers, Remove and Add of a claim, Continue, back to the step.
    await repeat(3, async () => {
      await header(3).click();
      await settled(page);
      await header(4).click();
      await settled(page);
      await driver5.locator('.repeater__remove').last().click();
      await settled(page);
      await driver5.locator('.repeater__add').click();
      await settled(page);
      await page.locator('#step-4-panel .step-panel__buttons .button:not(.button--secondary)').click();
      await settled(page);
      await header(4).click();
      await box.waitFor();
    });
  } else if (what === 'header') {
    await repeat(3, async () => {
      await header(3).click();
      await settled(page);
      await header(4).click();
      await box.waitFor();
    });
  }
  const { profile } = await cdp.send('Profiler.stop');
  // PROFILE_OUT=file.cpuprofile keeps the profile, to open in DevTools' Performance panel.
  if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  if (what === 'render') {
    await observeFrames(page, true);
    const timeline = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js'))
        .map((e) => `${Math.round((e as PerformanceResourceTiming).responseEnd)} ${e.name.split('/').pop()}`),
    );
    console.log(`scripts in (ms from navigation):\n${timeline.join('\n')}`);
    console.log(`long frames:\n${(await takeFrames(page)).join('\n')}`);
  } else {
    const events = (await takeEvents(page)).filter((e) => e.id > 0);
    console.log(`events: ${events.map((e) => `${e.name} ${e.duration}`).join(', ')}`);
    console.log(
      `long frames (ms: whole = scripts + style and layout + rest):\n${(await takeFrames(page)).join('\n')}`,
    );
  }
  const self = new Map<string, number>();
  const modules = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas ?? [];
  const samples = profile.samples ?? [];
  let total = 0;
  for (let i = 0; i < samples.length; i++) {
    const n = byId.get(samples[i]);
    if (!n) continue;
    const ms = (dt[i] ?? 0) / 1000;
    const file = n.callFrame.url.split('/').pop() ?? '';
    const key = `${n.callFrame.functionName || '(anon)'} ${file}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + ms);
    modules.set(file || n.callFrame.functionName, (modules.get(file || n.callFrame.functionName) ?? 0) + ms);
    if (n.callFrame.functionName !== '(idle)') total += ms;
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([k, v]) => `${v.toFixed(1).padStart(8)}ms ${k}`)
      .join('\n');
  console.log(`busy ${total.toFixed(0)} ms\n\nby function (self):\n${top(self, 40)}`);
  console.log(`\nby script:\n${top(modules, 15)}`);
} finally {
  await browser.close();
  await server?.stop();
}
