import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';
import { purchasedProposal, quotedProposal, type Held } from './proposals';

/** The proposals the route table opens, made through the API once per spec. */
export interface Proposals {
  annual: Held;
  monthly: Held;
  bought: Held;
}

/**
 * Every route of the route table (src/app/routes.tsx), the address that opens it in a real state and
 * what shows once that state is on screen. Shared by the small-screen checks and the walk.
 */
export const ROUTES: {
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
    // Without a uuid: the screen says so without asking the server (no failed request to log).
    path: () => '/quote/payment-redirect',
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

/** An annual and a monthly quote and a bought policy, held by whoever owns `api`. */
export async function routeProposals(api: APIRequestContext): Promise<Proposals> {
  return {
    annual: await quotedProposal(api, 'annually'),
    monthly: await quotedProposal(api, 'monthly'),
    bought: await purchasedProposal(api),
  };
}
