import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Slows the page's CPU as a mid-range phone (DESIGN.md 5: 4x). */
export async function throttle(context: BrowserContext, page: Page, rate = 4): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Records, from the page's first script on, when `selector` first shows: the time (ms from the
 * start of navigation) at which the frame that paints it is done (its style, layout and paint), the
 * first task after that frame's animation callbacks (decision 057).
 */
export async function watchFirstRender(context: BrowserContext, selector: string): Promise<void> {
  // No named functions inside: the bench runs under tsx, whose helpers do not exist in the page.
  await context.addInitScript((wanted) => {
    const w = window as unknown as { benchFirstRender?: Promise<number> };
    w.benchFirstRender = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        // The step is filled in once the box shows and nothing on the page is still loading (a
        // question's reference list: aria-busy).
        if (!document.querySelector(wanted) || document.querySelector('[aria-busy="true"]')) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          // A message posted in the frame's animation callback is handled after the frame's
          // rendering: style, layout and paint come first.
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['aria-busy'],
      });
    });
  }, selector);
}

/**
 * The time watchFirstRender recorded, once it has. Asked with one evaluation, not Playwright's
 * waitForFunction, whose script (injected into the page as it starts polling) would be measured too.
 */
export async function firstRenderMs(page: Page, timeout = 120_000): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the step did not show within ${timeout} ms`)), timeout);
  });
  try {
    const at = page.evaluate(
      () => (window as unknown as { benchFirstRender: Promise<number> }).benchFirstRender,
    );
    return Math.round(await Promise.race([at, late]));
  } finally {
    clearTimeout(timer);
  }
}

/** One Event Timing entry: its duration to the next paint, and how long its handlers took to end. */
export interface EventEntry {
  name: string;
  duration: number;
  id: number;
  /** From the event to the end of its handlers (processingEnd - startTime). */
  handled: number;
}

/** Starts collecting Event Timing entries (16 ms and longer: shorter ones are not reported). */
export async function observeEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { benchEvents: unknown[] };
    w.benchEvents = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        w.benchEvents.push({
          name: entry.name,
          duration: entry.duration,
          id: entry.interactionId,
          handled: entry.processingEnd - entry.startTime,
        });
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
}

/** The entries collected since the last call, and forgets them. */
export async function takeEvents(page: Page): Promise<EventEntry[]> {
  return page.evaluate(() => {
    const w = window as unknown as { benchEvents: EventEntry[] };
    const taken = w.benchEvents;
    w.benchEvents = [];
    return taken;
  });
}

export interface Typed {
  /** Each key's time to the next paint. */
  keys: number[];
  /**
   * The browser drew nothing for this long (ms) while the page handled keys at once: a key handled
   * within 50 ms that waited over a second for its paint. Undefined when no key did.
   */
  stalledMs?: number;
}

/**
 * Types `keys` keys into the box (a letter, and every tenth a Backspace) 120 ms apart and answers
 * each key's time from press to the next paint (keydown's Event Timing duration; keys under 16 ms
 * are not reported and count as one 16 ms frame).
 */
export async function typeAndTime(page: Page, selector: string, keys = 40): Promise<Typed> {
  const box = page.locator(selector);
  await box.click();
  await observeEvents(page);
  for (let i = 0; i < keys; i++) {
    await box.press(i % 10 === 9 ? 'Backspace' : 'KeyA');
    await page.waitForTimeout(120);
  }
  await page.waitForTimeout(500);
  const downs = (await takeEvents(page)).filter((e) => e.name === 'keydown');
  const measured = downs.map((e) => e.duration);
  const stalls = downs.filter((e) => e.handled < 50 && e.duration > 1000).map((e) => e.duration);
  return {
    keys: [...measured, ...Array<number>(Math.max(0, keys - measured.length)).fill(16)],
    ...(stalls.length > 0 ? { stalledMs: Math.max(...stalls) } : {}),
  };
}

/**
 * The page as it is now, without its scripts: the same elements, attributes and style sheets, so
 * typing into a copy of it measures what the browser alone does for a key on this page.
 */
export async function withoutScripts(page: Page): Promise<string> {
  // A string, not a function: the bench runs under tsx, whose helpers do not exist in the page.
  const html = await page.evaluate(`(() => {
    const copy = document.documentElement.cloneNode(true);
    copy.querySelectorAll('script, link[rel="modulepreload"]').forEach((e) => e.remove());
    return copy.outerHTML;
  })()`);
  return `<!doctype html>${String(html)}`;
}

/**
 * Types into a copy of a page with no scripts (withoutScripts), served at `url` (its own origin, so
 * its style sheets load as they did): the time the browser alone takes for a key on that page.
 */
export async function typeIntoCopy(
  browser: Browser,
  url: string,
  html: string,
  selector: string,
): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    const page = await context.newPage();
    await throttle(context, page);
    await page.goto(url);
    await page.locator(selector).waitFor();
    await page.waitForLoadState('networkidle');
    return (await typeAndTime(page, selector)).keys;
  } finally {
    await context.close();
  }
}

/** The p-th percentile (nearest rank) of some numbers. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const median = (values: readonly number[]) => percentile(values, 50);

/**
 * A page of neither side, typed into at 4x CPU before the first measured page, so neither side's
 * first round pays for the browser's start (decision 054). Answers its typing p95, for the log.
 */
export async function warmUp(browser: Browser): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await throttle(context, page);
    await page.setContent('<label for="box">Box</label><input id="box"><p>Warming up</p>');
    return percentile((await typeAndTime(page, '#box', 20)).keys, 95);
  } finally {
    await context.close();
  }
}

/**
 * Waits until what the last input started is done: two frames painted (its Event Timing entries
 * are reported after the paint that shows it), then the page idle (its transitions and effects
 * run), so the next input lands on a quiet page. Not longer than `timeout` ms of waiting for idle.
 */
export async function settled(page: Page, timeout = 3000): Promise<void> {
  await page.evaluate(
    (limit) =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: limit })),
        ),
      ),
    timeout,
  );
}
