import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** Page errors seen in a browser context (uncaught exceptions and unhandled rejections). */
const errorsOf = new WeakMap<BrowserContext, string[]>();

function watch(context: BrowserContext): void {
  const errors: string[] = [];
  errorsOf.set(context, errors);
  context.on('weberror', (error) => errors.push(String(error.error())));
}

/**
 * Playwright's test, failing any journey in which a page throws (a failed call must become a message
 * on the page, never an uncaught error), in the default context and in any `newCustomer` one.
 */
export const test = base.extend<{ watchPageErrors: void }>({
  context: async ({ context }, provide) => {
    watch(context);
    await provide(context);
  },
  watchPageErrors: [
    async ({ context }, provide) => {
      await provide();
      expect(errorsOf.get(context) ?? [], 'page errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** A second browser (another customer, or the same customer on another device), watched the same way. */
export async function newCustomer(browser: Browser): Promise<{ page: Page; done(): Promise<void> }> {
  const context = await browser.newContext();
  watch(context);
  const page = await context.newPage();
  return {
    page,
    async done() {
      expect(errorsOf.get(context) ?? [], 'page errors in the second browser').toEqual([]);
      await context.close();
    },
  };
}

export { expect };
