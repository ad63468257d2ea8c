import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { stepValidatorsModule } from './vite.config.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '#step-validators': stepValidatorsModule(false) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'widgets/**/*.test.ts'],
          exclude: [...configDefaults.exclude, '**/*.postgres.test.ts'],
        },
      },
      {
        // The store contract suite and the API tests again, on PostgreSQL: a throwaway cluster
        // started for the run (tests/support/postgres-global-setup.ts), a fresh schema per database.
        extends: true,
        test: {
          name: 'postgres',
          environment: 'node',
          include: ['tests/unit/store/**/*.test.ts', 'tests/api/**/*.test.ts'],
          exclude: [...configDefaults.exclude, '**/*.sqlite.test.ts'],
          globalSetup: ['tests/support/postgres-global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          // Frames (the card payment page) are not loaded in component tests, and say nothing about it.
          environmentOptions: {
            happyDOM: {
              settings: { disableIframePageLoading: true, handleDisabledFileLoadingAsSuccess: true },
            },
          },
          include: ['tests/components/**/*.test.tsx', 'widgets/**/*.test.tsx'],
          testTimeout: 20_000,
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
  },
});
