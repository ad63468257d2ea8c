import type { StorybookConfig } from '@storybook/react-vite';
import { stepValidatorsModule } from '../vite.config.ts';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../widgets/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // stories/static holds Storybook-only pages (the stand-in for the server's sandbox payment page).
  staticDirs: ['../public', { from: '../stories/static', to: '/story-static' }],
  // Storybook compiles validators at run time (it has no Content-Security-Policy to satisfy).
  viteFinal: async (config) => ({
    ...config,
    resolve: {
      ...config.resolve,
      alias: {
        ...(config.resolve?.alias as Record<string, string>),
        '#step-validators': stepValidatorsModule(false),
      },
    },
  }),
};

export default config;
