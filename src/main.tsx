import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppStateProvider } from '#journey/app-state-context.tsx';
import { linkInlinedStylesheets } from './app/inlined-stylesheets';
import { AppRouter, preloadRoute } from './app/router';
import { takeServerShell } from './app/server-shell';
import './app/theme.css';

linkInlinedStylesheets();
takeServerShell();
const root = createRoot(document.getElementById('root') as HTMLElement);
// The page shows the server's header and the screen's top meanwhile (index.html, route shells); a
// route whose code is slow to come renders after a second anyway, with its loading overlay.
const LONGEST_WAIT_MS = 1000;
void Promise.race([
  preloadRoute(location.pathname),
  new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_MS)),
]).then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppStateProvider>
          <AppRouter />
        </AppStateProvider>
      </StrictMode>,
    );
  }),
);
