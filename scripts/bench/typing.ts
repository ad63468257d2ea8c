import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';
import { largeRisk } from './large-risk';

export interface TypingResult {
  samples: number;
  p50: number;
  p95: number;
  max: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Typing in a text box of the Additional Drivers step holding the largest case, with the CPU slowed
 * 4x: the time from each key press to the next paint (Event Timing API), over `keys` presses.
 */
export async function measureTyping(baseUrl: string, keys = 40): Promise<TypingResult> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl });
    const draft = { risk: largeRisk(), step: 3, furthestStep: 4, savedAt: new Date().toISOString() };
    await context.addInitScript((value) => {
      localStorage.setItem('vq.assumptionsAccepted', 'true');
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('vq.draft.new', value);
        sessionStorage.setItem('seeded', '1');
      }
    }, JSON.stringify(draft));
    const page = await context.newPage();
    await page.goto('/quote/create');
    const box = page.getByRole('region', { name: 'Driver 5' }).getByLabel('Last name', { exact: true });
    await box.waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => {
      const w = window as unknown as { __durations: number[] };
      w.__durations = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name === 'keydown') w.__durations.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    });
    await box.click();
    await box.fill('');
    for (let i = 0; i < keys; i++) {
      await box.press(i % 10 === 9 ? 'Backspace' : 'KeyA');
      await page.waitForTimeout(120);
    }
    await page.waitForTimeout(500);
    const measured = await page.evaluate(() => (window as unknown as { __durations: number[] }).__durations);
    // Event Timing reports only events of 16 ms or more; the others count as one frame.
    const all = [...measured, ...Array(Math.max(0, keys - measured.length)).fill(16)].sort((a, b) => a - b);
    return { samples: keys, p50: percentile(all, 50), p95: percentile(all, 95), max: all[all.length - 1] };
  } finally {
    await browser.close();
  }
}
