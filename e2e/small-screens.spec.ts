import type { Cookie, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { scrollsSideways } from './support/journey';
import { baseUrlOf, holdProposals, purchasedProposal, quotedProposal, type Held } from './support/proposals';

/** Phone widths the journey must fit without scrolling sideways (WCAG 1.4.10 reflow at 320). */
const WIDTHS = [320, 360, 390] as const;

interface Proposals {
  annual: Held;
  monthly: Held;
  bought: Held;
}

/**
 * Every route of the route table (src/app/routes.tsx), the address that opens it in a real state and
 * what shows once that state is on screen.
 */
const ROUTES: {
  name: string;
  path: (p: Proposals) => string;
  ready: (page: Page) => Promise<void>;
  /** A second state of the screen to check at every width too (its messages showing). */
  alsoWith?: { state: string; show: (page: Page) => Promise<void> };
}[] = [
  {
    name: 'Assumptions',
    path: () => '/assumptions',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Before we start' })).toBeVisible(),
  },
  {
    name: 'QuoteCreateForm',
    path: () => '/quote/create',
    ready: (page) => expect(page.getByLabel('Enter your registration')).toBeVisible(),
  },
  {
    name: 'QuoteEditForm',
    path: (p) => `/quote/edit?uuid=${p.annual.uuid}`,
    ready: (page) => expect(page.getByRole('button', { name: 'Find another registration' })).toBeVisible(),
  },
  {
    name: 'PaymentOption',
    path: (p) => `/quote/payment-option?uuid=${p.annual.uuid}`,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Hi Sam, here is your quote' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Pay monthly' })).toContainText('10 x £');
    },
  },
  {
    name: 'Addons',
    path: (p) => `/quote/addons?uuid=${p.annual.uuid}`,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Optional covers' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Add/ }).first()).toBeVisible();
    },
  },
  {
    name: 'Summary',
    path: (p) => `/quote/summary?uuid=${p.annual.uuid}`,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Your price' })).toContainText('single payment');
      await expect(page.getByLabel('I Agree')).toBeVisible();
    },
    alsoWith: {
      state: 'with its message',
      show: async (page) => {
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(page.getByRole('alert')).toHaveText('Please confirm the above.');
      },
    },
  },
  {
    name: 'Payment',
    path: (p) => `/quote/payment?uuid=${p.annual.uuid}`,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Card payment' })).toBeVisible();
      await expect(page.frameLocator('iframe[title="Card payment"]').getByLabel('Card number')).toBeVisible();
    },
  },
  {
    name: 'Instalments',
    path: (p) => `/quote/instalments?uuid=${p.monthly.uuid}`,
    ready: async (page) => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Pay monthly by Direct Debit' }),
      ).toBeVisible();
      await expect(page.getByLabel('Sort code')).toBeVisible();
    },
    alsoWith: {
      state: 'with its messages and the Direct Debit Guarantee open',
      show: async (page) => {
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(page.getByText("Please enter the account holder's name.")).toBeVisible();
        await page.getByRole('button', { name: 'The Direct Debit Guarantee' }).click();
        await expect(page.getByRole('dialog', { name: 'The Direct Debit Guarantee' })).toBeVisible();
      },
    },
  },
  {
    name: 'InstalmentsDeclined',
    path: (p) => `/quote/instalments/declined?uuid=${p.monthly.uuid}`,
    ready: (page) =>
      expect(
        page.getByRole('heading', { level: 1, name: "Sorry, we can't set up monthly payments" }),
      ).toBeVisible(),
  },
  {
    name: 'Accepted',
    path: (p) => `/quote/payment/accepted?uuid=${p.annual.uuid}`,
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Payment accepted' })).toBeVisible(),
  },
  {
    name: 'PaymentRedirect',
    path: () => `/quote/payment-redirect?uuid=00000000-0000-4000-8000-000000000000`,
    ready: (page) =>
      expect(page.getByRole('heading', { level: 1, name: "We couldn't find your payment" })).toBeVisible(),
  },
  {
    name: 'Complete',
    path: (p) => `/quote/complete?uuid=${p.bought.uuid}`,
    ready: (page) =>
      expect(page.getByRole('heading', { level: 1, name: "Good news you're covered!" })).toBeVisible(),
  },
  {
    name: 'Declined',
    path: () => '/quote/declined',
    ready: (page) =>
      expect(
        page.getByRole('heading', { level: 1, name: "We're sorry we can't offer you cover" }),
      ).toBeVisible(),
  },
  {
    name: 'Expired',
    path: () => '/quote/session-expired',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Session Expired' })).toBeVisible(),
  },
  {
    name: 'Recall',
    path: () => '/quote/recall',
    ready: (page) => expect(page.getByLabel('Quote reference')).toBeVisible(),
    alsoWith: {
      state: 'with its messages',
      show: async (page) => {
        await page.getByRole('button', { name: 'Retrieve Quote' }).click();
        await expect(page.getByText('Please enter your quote reference.')).toBeVisible();
      },
    },
  },
  {
    name: 'Exception',
    path: () => '/error/exception',
    ready: (page) =>
      expect(
        page.getByRole('heading', { level: 1, name: "Sorry, we're experiencing a technical issue" }),
      ).toBeVisible(),
  },
  {
    name: 'NotFound',
    path: () => '/no/such/page',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible(),
  },
];

/** The viewport at this width, laid out again (two animation frames after the resize). */
async function atWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 640 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Says which widths scroll sideways on what is on screen now (soft, so every width is reported). */
async function expectFits(page: Page, what: string): Promise<void> {
  expect.soft(await scrollsSideways(page), `${what} scrolls sideways`).toBe(false);
}

/** The card provider's page inside the Payment screen's frame fits the frame's width too. */
async function expectFrameFits(page: Page, width: number): Promise<void> {
  const frame = page.frame({ url: /\/sandbox\/pay\// });
  expect(frame, 'the card frame').toBeTruthy();
  const scrolls = await frame?.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect.soft(scrolls, `the card frame at ${width} px scrolls sideways`).toBe(false);
}

test.describe('no sideways scroll at 320, 360 and 390 px', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ viewport: { width: WIDTHS[0], height: 640 }, isMobile: true, hasTouch: true });

  let held: Proposals;
  let cookies: Cookie[];
  test.beforeAll(async ({ playwright }, testInfo) => {
    const api = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
    held = {
      annual: await quotedProposal(api, 'annually'),
      monthly: await quotedProposal(api, 'monthly'),
      bought: await purchasedProposal(api),
    };
    cookies = (await api.storageState()).cookies;
    await api.dispose();
  });
  test.beforeEach(async ({ context }) => holdProposals(context, cookies));

  for (const route of ROUTES) {
    test(`${route.name} fits every phone width`, async ({ page }) => {
      // Loaded once at the narrowest width, then widened: the layout is CSS only (no script reads the
      // window's width), so a resize lays the page out as a fresh load at that width would.
      await page.goto(route.path(held));
      for (const width of WIDTHS) {
        await atWidth(page, width);
        await route.ready(page);
        await expectFits(page, `${route.name} at ${width} px`);
        if (route.name === 'Payment') await expectFrameFits(page, width);
      }
      if (!route.alsoWith) return;
      await atWidth(page, WIDTHS[0]);
      await route.alsoWith.show(page);
      for (const width of WIDTHS) {
        await atWidth(page, width);
        await expectFits(page, `${route.name} ${route.alsoWith.state} at ${width} px`);
      }
    });
  }

  test('PaymentRedirect, while it checks the payment and where it lands, fits every phone width', async ({
    page,
  }) => {
    // The server's answer on the payment is held back, so the checking state stays on screen.
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/proposal/*/quote/payment', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto(`/quote/payment-redirect?uuid=${held.annual.uuid}`);
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await expect(page.getByRole('status').filter({ hasText: 'Checking your payment...' })).toBeVisible();
      await expectFits(page, `PaymentRedirect checking the payment at ${width} px`);
    }
    release();
    await expect(page).toHaveURL(/\/quote\/summary\?uuid=.*payment=/);
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectFits(page, `Summary with the payment outcome at ${width} px`);
    }
  });
});
