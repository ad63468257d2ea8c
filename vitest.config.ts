import { defineConfig } from 'vitest/config';
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
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['tests/components/**/*.test.tsx', 'widgets/**/*.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
  },
});
