import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppStateProvider } from '#journey/app-state-context.tsx';
import { AppRouter } from './app/router';
import { takeServerShell } from './app/server-shell';
import './app/theme.css';

takeServerShell();
const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppStateProvider>
        <AppRouter />
      </AppStateProvider>
    </StrictMode>,
  );
});
