import type { Page } from '@playwright/test';
import { completeRisk } from '#tests/support/examples.ts';
import { acceptAssumptions, openQuoteFormAt } from './support/journey';
import { pageInTwoParts } from './support/page-in-two-parts';
import { withRouteProposals } from './support/route-proposals';
import { expect, newCustomer, test } from './support/test';

/**
 * What the server's page does before the scripts run (docs/decisions/048): a screen's top in the
 * page itself, its stylesheets in it under the Content-Security-Policy, and a proposal route's GET
 * started by the page and answered once.
 */
const routeProposals = withRouteProposals();

/** Records every layout shift of each page the browser opens from now on. */
const watchLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The stylesheets the page fetches from now on (their paths). */
const watchStylesheets = (page: Page): string[] => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || request.url().endsWith('.css'))
      fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
};

/**
 * What the open page's stylesheets say twice: the rules of each sheet, as one text, that another
 * sheet of the page holds too (an inline `<style>` and a `<link>` of the same file).
 */
const stylesheetsTwice = (page: Page) =>
  page.evaluate(() => {
    const sheets = [...document.styleSheets].map((sheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText).join('\n'),
    );
    return sheets
      .filter((rules, i) => rules !== '' && sheets.indexOf(rules) !== i)
      .map((r) => r.slice(0, 60));
  });

/** The stylesheets the page holds inline: the hrefs of their disabled links (decision 075). */
const heldInline = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );

/** The layout shifts of the page open now. */
const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);

test.describe('the page before the scripts', () => {
  test('Assumptions reads before any script runs, laid out as the screen', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/assumptions');
    await expect(page.getByRole('heading', { level: 1, name: 'Before we start' })).toBeVisible();
    await expect(page.getByText('To keep things quick, we have made some assumptions')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Progress' }).locator('[aria-current="step"]'),
    ).toContainText('Assumptions');
    // The page's own styles applied (inline, allowed by hash): the header is the black bar.
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    // The header as its component renders it (the build puts it in the page, not a copy): a link
    // home, the name as the page's text beside the mark.
    await expect(header.getByRole('link', { name: 'Van Quote home' })).toBeVisible();
    await expect(header.locator('svg text')).toHaveCount(0);
    await expect(header.getByText('Van Quote', { exact: true })).toBeVisible();
  });

  test('the screen takes the place of the shell without moving it, and no style is refused', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
        refused.push(message.text());
    });
    await watchLayoutShifts(page);
    await page.goto('/assumptions');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(page.locator('[data-route-shell]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await layoutShifts(page)).toEqual([]);
    expect(refused).toEqual([]);
  });

  test('a page that arrives in two parts paints once it is whole: nothing moves as the rest comes (decision 077)', async ({
    page,
    baseURL,
  }) => {
    // Cut after the progress bar's first step: painted then, the step took the whole bar's width and
    // shrank to a fifth of it when the other four came.
    const slow = await pageInTwoParts(baseURL ?? '', {
      path: '/assumptions',
      cutAfter: '</li>',
      pauseMs: 600,
    });
    try {
      await watchLayoutShifts(page);
      await page.goto(`${slow.url}/assumptions`);
      await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Progress' }).getByRole('listitem')).toHaveCount(5);
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await slow.close();
    }
  });

  test('a guarded route sent without a uuid promises no screen: a first visit goes to Assumptions', async ({
    browser,
  }) => {
    const customer = await newCustomer(browser);
    const response = await customer.page.goto('/quote/create');
    expect(await response?.text()).not.toContain('data-route-shell');
    await expect(customer.page).toHaveURL(/\/assumptions$/);
    await customer.done();
  });

  test("a saved quote's page goes from its shell to its open step's questions at once (decision 066)", async ({
    page,
  }) => {
    // Every piece of text the page shows, as it is added: the screen must not show first with its
    // open step still loading and then grow.
    await page.addInitScript(
      (draft) => {
        localStorage.setItem('vq.assumptionsAccepted', 'true');
        localStorage.setItem('vq.draft.new', draft);
        const seen: string[] = [];
        (window as unknown as { seen: string[] }).seen = seen;
        new MutationObserver(() => {
          if (document.body?.textContent?.includes('Loading questions')) seen.push('loading');
        }).observe(document, { childList: true, subtree: true, characterData: true });
      },
      JSON.stringify({ risk: completeRisk(), step: 2, furthestStep: 4 }),
    );
    await watchLayoutShifts(page);
    await page.goto('/quote/create');
    await expect(page.locator('#step-3-panel').getByLabel('First name', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([]);
    expect(await layoutShifts(page)).toEqual([]);
  });

  test("a proposal route's page fetches the proposal once, before the app asks for it", async ({ page }) => {
    const uuid = routeProposals.held.monthly.uuid;
    const gets: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/proposal/${uuid}`)) gets.push(request.method());
    });
    await page.goto(`/quote/summary?uuid=${uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
    await expect(page.getByText(/please check the details of your cover/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(gets).toEqual(['GET']);
  });

  test("a buying screen's page holds the customer's own greeting and price before any script runs", async ({
    page,
  }) => {
    const uuid = routeProposals.held.monthly.uuid;
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`/quote/payment-option?uuid=${uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Hi \w+, here is your quote$/ })).toBeVisible();
    await expect(page.getByText(/Your annual Comprehensive quote is £[\d,]+\.\d\d\./)).toBeVisible();
    await page.goto(`/quote/instalments?uuid=${uuid}`);
    await expect(
      page.getByText(/You pay a deposit of £[\d,.]+ by card today, then 10 monthly/),
    ).toBeVisible();
    // Nothing there waits for a tap the page cannot answer yet: the guarantee's button comes with the app.
    await expect(page.getByRole('button', { name: 'The Direct Debit Guarantee' })).toHaveCount(0);
  });

  test('each stylesheet applies once, and none the page holds is fetched again (decision 075)', async ({
    page,
  }) => {
    const uuid = routeProposals.held.monthly.uuid;
    const fetched = watchStylesheets(page);
    /** What the page open now holds inline and fetched anyway (since `fetched` was emptied). */
    const fetchedAgain = async () => {
      const inline = await heldInline(page);
      expect(inline.length).toBeGreaterThan(0);
      return fetched.splice(0).filter((path) => inline.includes(path));
    };
    // A shell's page (its screen's stylesheet in it), then the next screen as the app shows it.
    await acceptAssumptions(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await stylesheetsTwice(page)).toEqual([]);
    expect(await fetchedAgain()).toEqual([]);
    // A page without a shell, on its open step: the screen's own stylesheets linked by the app.
    await openQuoteFormAt(page, 3);
    await expect(page.getByRole('region', { name: 'Driver 1', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await stylesheetsTwice(page)).toEqual([]);
    expect(await fetchedAgain()).toEqual([]);
    await expect(page.locator('.yes-no').first()).toHaveCSS('display', 'flex');
    // A buying screen's page with its filled top.
    await page.goto(`/quote/payment-option?uuid=${uuid}`);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await stylesheetsTwice(page)).toEqual([]);
    expect(await fetchedAgain()).toEqual([]);
  });

  test('the buying screen then takes the place of its filled top without moving it', async ({ page }) => {
    const uuid = routeProposals.held.monthly.uuid;
    await watchLayoutShifts(page);
    for (const [path, button] of [
      ['/quote/payment-option', 'Continue'],
      ['/quote/summary', 'Continue'],
      ['/quote/instalments', 'Continue'],
    ]) {
      const response = await page.goto(`${path}?uuid=${uuid}`);
      expect(await response?.text()).toContain('data-route-shell');
      await expect(page.getByRole('button', { name: button })).toBeVisible();
      await expect(page.locator('[data-route-shell]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await layoutShifts(page), path).toEqual([]);
    }
  });
});
