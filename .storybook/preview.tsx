import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { AppStateProvider } from '../src/app/app-state-context';
import '../src/app/theme.css';

const preview: Preview = {
  decorators: [
    (Story) => (
      <AppStateProvider>
        <MemoryRouter>
          <Story />
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
