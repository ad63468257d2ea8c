import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { pathOf } from '#app/routes.tsx';
import { AppStateProvider } from '#journey/app-state-context.tsx';
import { RoutePathsProvider } from '#journey/navigation.tsx';
import '#app/theme.css';

const preview: Preview = {
  decorators: [
    (Story) => (
      <AppStateProvider>
        <MemoryRouter>
          <RoutePathsProvider pathOf={pathOf}>
            <Story />
          </RoutePathsProvider>
        </MemoryRouter>
      </AppStateProvider>
    ),
  ],
  parameters: {
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '360px', height: '740px' } },
        tablet: { name: 'Tablet', styles: { width: '900px', height: '1100px' } },
        laptop: { name: 'Laptop', styles: { width: '1185px', height: '800px' } },
      },
    },
  },
};

export default preview;
