import { chromium, type Locator, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';
import type { BenchProposal } from './bench-proposal';
import { observeEvents, percentile, settled, takeEvents, throttle, warmUp } from './in-page';
import { seedLargeDraft } from './large-risk';

/**
 * The centre of the target once it is in view and nothing covers it. Repeater items out of view are
 * not laid out (content-visibility: auto), so the page settles as they come into view: scroll until
 * the target stays where it is.
 */
async function pointOn(page: Page, target: Locator): Promise<{ x: number; y: number }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(150);
    const box = await target.boundingBox();
    if (!box) continue;
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const hit = await target.evaluate((element, { x, y }) => {
      const at = document.elementFromPoint(x, y);
      return at !== null && element.contains(at);
    }, point);
    if (hit) return point;
  }
  throw new Error(`could not bring into view: ${target.toString()}`);
}

/**
 * The time from a click to the next paint (INP-style: the longest Event Timing entry of the
 * interaction; under 16 ms is not reported and counts as one 16 ms frame). The button is found and
 * brought into view first, then clicked by the mouse at its centre: Playwright's own click checks
 * the target in the page while the events run (its selector engine, hit-target listeners), which at
 * 4x CPU added 50-200 ms of its work to each measured click.
 */
async function clickAndTime(page: Page, target: Locator): Promise<number> {
  const { x, y } = await pointOn(page, target);
  await takeEvents(page);
  await page.mouse.click(x, y);
  await settled(page);
  const entries = (await takeEvents(page)).filter((e) => e.id > 0);
  return Math.max(16, ...entries.map((e) => e.duration));
}

export type ClickName = 'Continue' | 'Add' | 'Remove' | 'Select' | 'Accordion header';

/**
 * Presses of each kind: enough for a p95 that is not simply the slowest press or two (nearest rank:
 * the 38th of 40), so one or two busy moments on a shared machine do not decide it (decisions 065,
 * 068).
 */
export const PRESSES = 40;

/**
 * Clicks that change the page, at 4x CPU: on the largest step (accordion headers, Remove and Add of
 * a claim, Continue to the next step) and on the payment option screen (the two Select buttons),
 * `presses` times each (the accordion headers and Select buttons twice that: two per press).
 */
export async function measureClicks(
  base: string,
  proposal: BenchProposal,
  presses = PRESSES,
  log: (line: string) => void = () => undefined,
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
    await warmUp(browser);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: base });
    await seedLargeDraft(context);
    const [name, value] = proposal.cookie.split('=');
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    await page.goto('/quote/create');
    const driver5 = page.getByRole('region', { name: 'Driver 5', exact: true });
    await driver5.getByLabel('Last name', { exact: true }).waitFor();
    await throttle(context, page);
    await observeEvents(page);
    const header = (n: number) => page.locator(`#step-${n}-heading button`);
    for (let i = 0; i < presses; i++) {
      times['Accordion header'].push(await clickAndTime(page, header(3)));
      times['Accordion header'].push(await clickAndTime(page, header(4)));
      await driver5.waitFor();
      times.Remove.push(
        await clickAndTime(page, driver5.getByRole('button', { name: 'Remove driver 5, claim 5' })),
      );
      times.Add.push(await clickAndTime(page, driver5.getByRole('button', { name: 'Add another claim' })));
      times.Continue.push(
        await clickAndTime(page, page.locator('#step-4-panel').getByRole('button', { name: 'Continue' })),
      );
      await header(4).click();
      await driver5.waitFor();
    }
    await page.goto(`/quote/payment-option?uuid=${proposal.uuid}`);
    const select = (way: string) =>
      page.getByRole('region', { name: way }).getByRole('button', { name: /Select/ });
    await select('Pay monthly').waitFor();
    await observeEvents(page);
    log(
      `clicks on the largest step: ${(['Accordion header', 'Remove', 'Add', 'Continue'] as const)
        .map((name) => `${name} ${times[name].join(', ')}`)
        .join('; ')} ms`,
    );
    for (let i = 0; i < presses; i++) {
      times.Select.push(await clickAndTime(page, select('Pay annually')));
      times.Select.push(await clickAndTime(page, select('Pay monthly')));
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
