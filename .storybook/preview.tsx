import type { Preview } from '@storybook/react-vite';
import { pathOf } from '#app/routes.tsx';
import { loadArrayField } from '#forms/step-form/array-field.tsx';
import { AppStateProvider } from '#journey/app-state-context.tsx';
import { RoutePathsProvider } from '#journey/navigation.tsx';
import { MemoryRouter } from '#journey/router.tsx';
import '#app/theme.css';

const preview: Preview = {
  // RJSF's ArrayField, which the app fetches with the quote steps' validators, is in before any
  // story renders a repeater (src/forms/step-form/array-field.tsx).
  loaders: [async () => ({ arrayField: await loadArrayField() })],
  decorators: [
    // A story that renders the whole app (parameters.ownRouter, stories/screens/support/app-story.tsx)
    // brings its own app state and MemoryRouter: the preview wraps it in neither.
    // Every other story starts from a clean app state, whatever earlier stories left in localStorage.
    (Story, { parameters }) =>
      parameters.ownRouter ? (
        <Story />
      ) : (
        <AppStateProvider initial={{ assumptionsAccepted: false, uuid: null }}>
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
