/**
 * The whole app at one address, for screen stories: the real route table, guard, proposal gate and
 * shell (`AppRoutes`), its own MemoryRouter, app state with the assumptions accepted, a fresh SWR
 * cache (stories never see each other's proposals) and the fake fetch in place of the server.
 */
import type { StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SeparateCache } from '#api/separate-cache.tsx';
import { AppRoutes } from '#app/router.tsx';
import { pathOf } from '#app/routes.tsx';
import type { RouteName } from '#domain/journey/route-names.ts';
import { AppStateProvider } from '#journey/app-state-context.tsx';
import { MemoryRouter } from '#journey/router.tsx';
import { fakeFetch, type Handlers } from './fake-fetch';

/** The address of a route, with a uuid and more query parameters (e.g. `payment: 'declined'`). */
export function at(name: RouteName, uuid?: string | null, query: Record<string, string> = {}): string {
  const path = pathOf(name, uuid);
  const extra = new URLSearchParams(query).toString();
  return extra ? `${path}${path.includes('?') ? '&' : '?'}${extra}` : path;
}

/** The app showing `path`, answering its calls from `handlers`. */
export function AppAt({ path, handlers, delayMs }: { path: string; handlers: Handlers; delayMs?: number }) {
  const [fetchImpl] = useState(() => fakeFetch(handlers, { delayMs }));
  return (
    <AppStateProvider initial={{ assumptionsAccepted: true, uuid: null }}>
      <SeparateCache>
        <MemoryRouter path={path}>
          <AppRoutes fetchImpl={fetchImpl} />
        </MemoryRouter>
      </SeparateCache>
    </AppStateProvider>
  );
}

/**
 * The parameters of a screen stories file's meta: the story brings its own router and app state
 * (`ownRouter`, read by .storybook/preview.tsx) and fills the frame as the app does. Spread them
 * into an object (`parameters: { ...SCREEN_PARAMETERS }`): the docs addon adds the meta's comment
 * as a second `parameters` key beside a bare name, and the second one wins (Storybook 10.6).
 */
export const SCREEN_PARAMETERS = { ownRouter: true, layout: 'fullscreen' };

export type ScreenStory = StoryObj;

/** A story of the app at `path`; `more` adds a play function, a name or parameters. */
export function appStory(
  path: string,
  handlers: Handlers,
  more: Omit<ScreenStory, 'render'> & { delayMs?: number } = {},
): ScreenStory {
  const { delayMs, ...story } = more;
  return { render: () => <AppAt path={path} handlers={handlers} delayMs={delayMs} />, ...story };
}

/** The same story in the phone viewport (360 px), where the layout changes. */
export function onPhone(story: ScreenStory): ScreenStory {
  return { ...story, globals: { ...story.globals, viewport: { value: 'phone', isRotated: false } } };
}
