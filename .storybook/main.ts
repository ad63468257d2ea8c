import type { StorybookConfig } from '@storybook/react-vite';
import { ALL_OF_MERGE_ON_DEMAND, precompiledOnlyAliases, stepValidatorsModule } from '../vite.config.ts';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../widgets/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // stories/static holds Storybook-only pages (the stand-in for the server's sandbox payment page).
  staticDirs: ['../public', { from: '../stories/static', to: '/story-static' }],
  // Storybook compiles validators at run time (it has no Content-Security-Policy to satisfy).
  // The app's aliases are a list (vite.config.ts): keep them, with the run-time validators instead
  // and without the aliases only precompiled validators can take; and keep RJSF's own allOf merge
  // (the precompiled validators load it on demand, docs/decisions/046).
  viteFinal: async (config) => {
    const given = config.resolve?.alias ?? [];
    const aliases = Array.isArray(given)
      ? given
      : Object.entries(given).map(([find, replacement]) => ({ find, replacement: String(replacement) }));
    return {
      ...config,
      plugins: (config.plugins ?? [])
        .flat()
        .filter((p) => !(p && typeof p === 'object' && 'name' in p && p.name === ALL_OF_MERGE_ON_DEMAND)),
      resolve: {
        ...config.resolve,
        alias: [
          ...aliases.filter(
            (a) => a.find !== '#step-validators' && !precompiledOnlyAliases.some((p) => p.find === a.find),
          ),
          { find: '#step-validators', replacement: stepValidatorsModule(false) },
        ],
      },
    };
  },
};

export default config;
