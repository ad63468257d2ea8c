import type { Cookie, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { baseUrlOf, holdProposals, quotedProposal, type Held } from './support/proposals';

/** Where the page is scrolled, and what has focus (its tag and text), and whether it shows a ring. */
async function arrival(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      scrollY: window.scrollY,
      focused: `${active?.tagName ?? ''}: ${active?.textContent ?? ''}`,
      outline: active ? getComputedStyle(active).outlineStyle : '',
    };
  });
}

/** The boxes of the progress bar's markers and titles, left to right. */
async function progressBoxes(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element | null) => {
      const r = (el as HTMLElement).getBoundingClientRect();
      return { left: r.left, right: r.right, width: r.width };
    };
    return [...document.querySelectorAll('.progress__step')].map((step) => ({
      marker: box(step.querySelector('.progress__marker')),
      title: box(step.querySelector('.progress__title')),
      line: Number.parseFloat(getComputedStyle(step, '::before').width) || 0,
    }));
  });
}

let held: { annual: Held; monthly: Held };
let cookies: Cookie[];
test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
  held = { annual: await quotedProposal(api, 'annually'), monthly: await quotedProposal(api, 'monthly') };
  cookies = (await api.storageState()).cookies;
  await api.dispose();
});
test.beforeEach(async ({ context }) => holdProposals(context, cookies));

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 740 }, isMobile: true, hasTouch: true });

  test('each new page opens at its top with its heading focused, without a ring', async ({ page }) => {
    await page.goto(`/quote/payment-option?uuid=${held.annual.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hi Sam, here is your quote' })).toBeVisible();
    expect((await arrival(page)).focused).toMatch(/^BODY/);
    for (const next of ['Optional covers', 'Quote Summary']) {
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 1, name: next })).toBeFocused();
      expect(await arrival(page)).toEqual({ scrollY: 0, focused: `H1: ${next}`, outline: 'none' });
    }
  });

  test('the progress bar joins its numbered steps with a line and hides their titles', async ({ page }) => {
    await page.goto(`/quote/summary?uuid=${held.annual.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
    const steps = await progressBoxes(page);
    for (let i = 1; i < steps.length; i++) {
      const gap = steps[i].marker.left - steps[i - 1].marker.right;
      expect(gap, `space between markers ${i} and ${i + 1}`).toBeGreaterThanOrEqual(16);
      expect(steps[i].line, `line before marker ${i + 1}`).toBeGreaterThan(gap);
      expect(steps[i].title.width, `title ${i + 1} is hidden`).toBeLessThanOrEqual(1);
    }
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the progress bar's titles keep apart", async ({ page }) => {
    await page.goto(`/quote/summary?uuid=${held.annual.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
    const steps = await progressBoxes(page);
    for (let i = 1; i < steps.length; i++)
      expect(steps[i].title.left - steps[i - 1].title.right, `titles ${i} and ${i + 1}`).toBeGreaterThan(16);
  });

  test('the price stays in view beside a cover added far down the page', async ({ page }) => {
    await page.goto(`/quote/addons?uuid=${held.annual.uuid}`);
    const last = page.getByRole('region', { name: 'Personal Accident Cover' });
    await last.getByRole('button', { name: /^Add/ }).click();
    const price = page.getByRole('complementary', { name: 'Your price' });
    await expect(price.getByRole('listitem')).toContainText('Personal Accident Cover');
    await expect(price.getByText('single payment')).toBeInViewport();
    await last.getByRole('button', { name: /^Remove/ }).click();
    await expect(price.getByText('No addons selected.')).toBeInViewport();
  });

  test('the two ways to pay line up side by side, apart from the cover below', async ({ page }) => {
    await page.goto(`/quote/payment-option?uuid=${held.annual.uuid}`);
    const monthly = await page.getByRole('region', { name: 'Pay monthly' }).boundingBox();
    const annually = await page.getByRole('region', { name: 'Pay annually' }).boundingBox();
    const cover = await page.getByRole('region', { name: 'Your cover' }).boundingBox();
    expect(annually?.y).toBe(monthly?.y);
    expect((cover?.y ?? 0) - ((monthly?.y ?? 0) + (monthly?.height ?? 0))).toBeGreaterThanOrEqual(16);
  });

  test("'Loading Summary' and its moving dots show above the loading overlay", async ({ page }) => {
    let release = () => {};
    const held_back = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/proposal/*/addons', async (route) => {
      await held_back;
      await route.continue();
    });
    await page.goto(`/quote/addons?uuid=${held.monthly.uuid}`);
    const legal = page.getByRole('region', { name: 'Motor Legal Expenses' });
    await legal.getByRole('button', { name: /^Add/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    const message = page.getByRole('status').filter({ hasText: 'Loading Summary' });
    await expect(message).toBeVisible();
    await expect(page.locator('.loading-overlay')).toBeVisible();
    const onTop = await message.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    expect(onTop, 'the message is above the overlay').toBe(true);
    const dots = message.locator('.loading-dots');
    const first = await dots.textContent();
    await expect(dots).not.toHaveText(first ?? '');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
  });
});
