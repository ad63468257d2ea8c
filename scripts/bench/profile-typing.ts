import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';
import { largeRisk } from './large-risk';
const browser = await chromium.launch(chromiumLaunchOptions());
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  baseURL: 'http://127.0.0.1:3998',
});
const draft = { risk: largeRisk(), step: 3, furthestStep: 4, savedAt: new Date().toISOString() };
await context.addInitScript((value) => {
  localStorage.setItem('vq.assumptionsAccepted', 'true');
  localStorage.setItem('vq.draft.new', value);
}, JSON.stringify(draft));
const page = await context.newPage();
await page.goto('/quote/create');
const box = page.getByRole('region', { name: 'Driver 5' }).getByLabel('Last name', { exact: true });
await box.waitFor();
await box.click();
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.start');
for (let i = 0; i < 10; i++) {
  await page.keyboard.press('KeyA');
  await page.waitForTimeout(50);
}
const { profile } = await cdp.send('Profiler.stop');
const self = new Map<string, number>();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas!;
const samples = profile.samples!;
for (let i = 0; i < samples.length; i++) {
  const n = byId.get(samples[i])!;
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
}
console.log(
  [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30)
    .map(([k, v]) => `${v.toFixed(1).padStart(7)}ms ${k}`)
    .join('\n'),
);
await browser.close();
