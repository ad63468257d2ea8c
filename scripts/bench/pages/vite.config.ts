import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import { stepValidatorsModule } from '../../../vite.config.ts';

const root = join(import.meta.dirname, '..', '..', '..');

/**
 * The bench's pages (scripts/bench/pages): the stock stack's form and both validations, built like
 * the app (production mode, same target) into dist/bench. The stock page keeps every library whole:
 * none of the app's slimming aliases apply to it.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  logLevel: 'warn',
  plugins: [react()],
  resolve: {
    alias: {
      '#step-validators': stepValidatorsModule(true),
      '#bench-data': join(root, 'dist', 'bench-data'),
    },
  },
  build: {
    outDir: join(root, 'dist', 'bench'),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: Object.fromEntries(
        ['stock-form', 'stock-validate', 'ours-validate'].map((n) => [
          n,
          join(import.meta.dirname, `${n}.html`),
        ]),
      ),
    },
  },
});
