import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';
import type { BenchProposal } from './bench-proposal';
import { observeEvents, percentile, takeEvents, throttle } from './in-page';
import { largeRisk } from './large-risk';

/**
 * The time from a click to the next paint (INP-style: the longest Event Timing entry of the
 * interaction; under 16 ms is not reported and counts as one 16 ms frame).
 */
async function clickAndTime(page: Page, click: () => Promise<void>): Promise<number> {
  await takeEvents(page);
  await click();
  await page.waitForTimeout(700);
  const entries = (await takeEvents(page)).filter((e) => e.id > 0);
  return Math.max(16, ...entries.map((e) => e.duration));
}

export type ClickName = 'Continue' | 'Add' | 'Remove' | 'Select' | 'Accordion header';

/**
 * Clicks that change the page, at 4x CPU: on the largest step (accordion headers, Remove and Add of
 * a claim, Continue to the next step) and on the payment option screen (the two Select buttons),
 * `rounds` times each.
 */
export async function measureClicks(
  base: string,
  proposal: BenchProposal,
  rounds = 5,
): Promise<Record<ClickName, { p95: number; max: number; samples: number }>> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const times: Record<ClickName, number[]> = {
    Continue: [],
    Add: [],
    Remove: [],
    Select: [],
    'Accordion header': [],
  };
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: base });
    const draft = { risk: largeRisk(), step: 3, furthestStep: 4, savedAt: new Date().toISOString() };
    await context.addInitScript((value) => {
      localStorage.setItem('vq.assumptionsAccepted', 'true');
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('vq.draft.new', value);
        sessionStorage.setItem('seeded', '1');
      }
    }, JSON.stringify(draft));
    const [name, value] = proposal.cookie.split('=');
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    await page.goto('/quote/create');
    const driver5 = page.getByRole('region', { name: 'Driver 5' });
    await driver5.getByLabel('Last name', { exact: true }).waitFor();
    await throttle(context, page);
    await observeEvents(page);
    const header = (n: number) => page.locator(`#step-${n}-heading button`);
    for (let i = 0; i < rounds; i++) {
      times['Accordion header'].push(await clickAndTime(page, () => header(3).click()));
      times['Accordion header'].push(await clickAndTime(page, () => header(4).click()));
      await driver5.waitFor();
      times.Remove.push(
        await clickAndTime(page, () => driver5.getByRole('button', { name: 'Remove claim 5' }).click()),
      );
      times.Add.push(
        await clickAndTime(page, () => driver5.getByRole('button', { name: 'Add another claim' }).click()),
      );
      times.Continue.push(
        await clickAndTime(page, () =>
          page.locator('#step-4-panel').getByRole('button', { name: 'Continue' }).click(),
        ),
      );
      await header(4).click();
      await driver5.waitFor();
    }
    await page.goto(`/quote/payment-option?uuid=${proposal.uuid}`);
    const select = (way: string) =>
      page.getByRole('region', { name: way }).getByRole('button', { name: /Select/ });
    await select('Pay monthly').waitFor();
    await observeEvents(page);
    for (let i = 0; i < rounds; i++) {
      times.Select.push(await clickAndTime(page, () => select('Pay annually').click()));
      times.Select.push(await clickAndTime(page, () => select('Pay monthly').click()));
    }
  } finally {
    await browser.close();
  }
  return Object.fromEntries(
    Object.entries(times).map(([name, list]) => [
      name,
      { p95: percentile(list, 95), max: Math.max(...list), samples: list.length },
    ]),
  ) as Record<ClickName, { p95: number; max: number; samples: number }>;
}
