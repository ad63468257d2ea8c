import { test as base, expect, type Page } from '@playwright/test';
import { serveFolder } from './support/static-server';
import { openPreview, runDocs, runStory, storybookDir, storyIndex, storyViewport } from './support/storybook';

/*
 * Every story of the built Storybook (storybook-static, built by npm test before the journeys)
 * renders, passes its play function, logs no error and is axe clean, at the width it asks for; every
 * docs page (autodocs) renders without an error. One preview page per worker is reused for every
 * story (no reload between stories), as Storybook's own test runner does.
 */

const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1185, height: 800 };

interface Preview {
  page: Page;
  /** Console errors and uncaught page errors since the last `take()`. */
  take(): string[];
}

const test = base.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, provide) => {
      const server = await serveFolder(storybookDir);
      const context = await browser.newContext({ viewport: LAPTOP });
      const page = await context.newPage();
      let logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => logged.push(`page error: ${error.message}`));
      await openPreview(page, server.url);
      const take = () => {
        const out = logged;
        logged = [];
        return out;
      };
      take();
      await provide({ page, take });
      await context.close();
      await server.close();
    },
    { scope: 'worker' },
  ],
});

// Stories are independent: both workers take them, beside the journeys, each with its own preview.
test.describe.configure({ mode: 'parallel' });

const entries = storyIndex();

if (!entries) {
  test('Storybook is built', () => {
    throw new Error('No storybook-static/index.json: run `npm run build-storybook` first.');
  });
} else {
  for (const story of entries.filter((e) => e.type === 'story')) {
    test(`${story.title} › ${story.name}`, async ({ preview }) => {
      const { page } = preview;
      const viewport = (await storyViewport(page, story.id)) === 'phone' ? PHONE : LAPTOP;
      await page.setViewportSize(viewport);
      preview.take();
      const outcome = await runStory(page, story.id, 20_000);
      const logged = preview.take();
      expect({ errors: [...outcome.errors, ...logged], violations: outcome.violations }).toEqual({
        errors: [],
        violations: [],
      });
    });
  }
  for (const docs of entries.filter((e) => e.type === 'docs')) {
    test(`${docs.title} › docs page`, async ({ preview }) => {
      const { page } = preview;
      await page.setViewportSize(LAPTOP);
      preview.take();
      const errors = await runDocs(page, docs.id, 30_000);
      expect([...errors, ...preview.take()]).toEqual([]);
    });
  }
}
