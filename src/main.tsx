import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppStateProvider } from '#journey/app-state-context.tsx';
import { AppRouter } from './app/router';
import './app/theme.css';

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
