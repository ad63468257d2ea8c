/**
 * Runs built stories one after another in one Storybook preview page, as the Storybook test runner
 * does: the preview is asked for each story over its channel (no reload), and the story's end is
 * read from its events: rendered, play function passed or threw, and the accessibility addon's axe
 * report (.storybook/preview.tsx turns it on for every story).
 */
import type { Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRootDir } from './paths';

export const storybookDir = join(projectRootDir, 'storybook-static');

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

/** The built Storybook's entries (stories and docs pages), or null before `npm run build-storybook`. */
export function storyIndex(): StoryEntry[] | null {
  const file = join(storybookDir, 'index.json');
  if (!existsSync(file)) return null;
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries);
}

/** Opens the preview page with no story selected, ready to be asked for stories. */
export async function openPreview(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/iframe.html`);
  await page.waitForFunction(() => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } })
      .__STORYBOOK_PREVIEW__;
    return Boolean(preview?.storyStoreValue);
  });
}

/** The viewport a story asks for by its globals ("phone"), or null. */
export async function storyViewport(page: Page, id: string): Promise<string | null> {
  return page.evaluate(async (storyId) => {
    type Preview = {
      storyStoreValue: {
        loadStory(s: { storyId: string }): Promise<{ storyGlobals?: { viewport?: { value?: string } } }>;
      };
    };
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__: Preview }).__STORYBOOK_PREVIEW__;
    const story = await preview.storyStoreValue.loadStory({ storyId });
    return story.storyGlobals?.viewport?.value ?? null;
  }, id);
}

export interface StoryOutcome {
  /** Render errors, play function failures and unhandled errors, one line each. */
  errors: string[];
  /** axe violations of the story as rendered, "rule (impact): targets". */
  violations: string[];
}

/** Shows one story and waits until it has finished (rendered, played, checked by axe). */
export async function runStory(page: Page, id: string, timeoutMs: number): Promise<StoryOutcome> {
  return page.evaluate(
    ({ storyId, timeout }) =>
      new Promise<StoryOutcome>((resolve) => {
        type Channel = {
          on(event: string, listener: (payload: never) => void): void;
          off(event: string, listener: (payload: never) => void): void;
          emit(event: string, payload: unknown): void;
        };
        type Violation = { id: string; impact?: string; nodes: { target: unknown[] }[] };
        type Report = { type: string; result?: { violations?: Violation[]; error?: unknown } };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const errors: string[] = [];
        const text = (e: { message?: string; title?: string; description?: string } | undefined) =>
          [e?.title, e?.message, e?.description].filter(Boolean).join(': ');
        const listeners: Record<string, (payload: never) => void> = {
          storyErrored: (e: { title?: string; description?: string }) => errors.push(`errored: ${text(e)}`),
          storyThrewException: (e: { message?: string }) => errors.push(`threw: ${text(e)}`),
          playFunctionThrewException: (e: { message?: string }) => errors.push(`play: ${text(e)}`),
          unhandledErrorsWhilePlaying: (list: { message?: string }[]) =>
            list.forEach((e) => errors.push(`unhandled while playing: ${text(e)}`)),
          storyMissing: () => errors.push('the story is missing from the build'),
          storyFinished: (payload: { storyId: string; reporters: Report[] }) => {
            if (payload.storyId !== storyId) return;
            const violations: string[] = [];
            for (const report of payload.reporters.filter((r) => r.type === 'a11y')) {
              if (report.result?.error) errors.push(`axe could not run: ${String(report.result.error)}`);
              for (const v of report.result?.violations ?? [])
                violations.push(
                  `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
                );
            }
            done(violations);
          },
        };
        const timer = setTimeout(() => {
          errors.push(`did not finish within ${timeout} ms`);
          done([]);
        }, timeout);
        function done(violations: string[]) {
          clearTimeout(timer);
          for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
          resolve({ errors, violations });
        }
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    { storyId: id, timeout: timeoutMs },
  );
}

/**
 * Shows one docs page (autodocs: the component's description, controls and every story of it) and
 * waits until it has rendered; its errors, one line each. The stories on it are checked one by one.
 */
export async function runDocs(page: Page, id: string, timeoutMs: number): Promise<string[]> {
  return page.evaluate(
    ({ docsId, timeout }) =>
      new Promise<string[]>((resolve) => {
        type Channel = {
          on(event: string, listener: (payload: never) => void): void;
          off(event: string, listener: (payload: never) => void): void;
          emit(event: string, payload: unknown): void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const errors: string[] = [];
        const text = (e: { message?: string; title?: string; description?: string } | undefined) =>
          [e?.title, e?.message, e?.description].filter(Boolean).join(': ');
        const listeners: Record<string, (payload: never) => void> = {
          storyErrored: (e: { title?: string }) => errors.push(`errored: ${text(e)}`),
          storyThrewException: (e: { message?: string }) => errors.push(`threw: ${text(e)}`),
          storyMissing: () => errors.push('the docs page is missing from the build'),
          docsRendered: (renderedId: string) => {
            if (renderedId !== docsId) return;
            pageRendered = true;
            storiesOnPage = document.querySelectorAll('#storybook-docs .docs-story').length;
            doneOnceRendered();
          },
          // Stories on the page render after the page itself, each through its phases to an end.
          storyRenderPhaseChanged: (change: { newPhase: string; renderId: number }) => {
            if (change.newPhase === 'loading') rendering.add(change.renderId);
            if (
              ['finished', 'errored', 'aborted'].includes(change.newPhase) &&
              rendering.delete(change.renderId)
            )
              ended += 1;
            doneOnceRendered();
          },
        };
        let pageRendered = false;
        let storiesOnPage = 0;
        let ended = 0;
        const rendering = new Set<number>();
        /** Done once the page and every story on it have rendered (or failed: their errors are listed). */
        function doneOnceRendered() {
          if (pageRendered && rendering.size === 0 && ended >= storiesOnPage) done();
        }
        const timer = setTimeout(() => {
          errors.push(`did not render within ${timeout} ms`);
          done();
        }, timeout);
        function done() {
          clearTimeout(timer);
          for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
          resolve(errors);
        }
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        channel.emit('setCurrentStory', { storyId: docsId, viewMode: 'docs' });
      }),
    { docsId: id, timeout: timeoutMs },
  );
}
