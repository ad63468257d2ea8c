import { defineConfig } from 'vite';
import { projectRoot } from '#server/project-files.ts';

/**
 * The server's build (scripts/build/build.ts): server/main.ts and everything it imports from server/,
 * src/domain and schemas/ bundled into dist/server/main.js, which `npm run serve` starts with plain
 * node. Packages stay imports of node_modules (Vite's SSR build externalises dependencies).
 */
export default defineConfig({
  root: projectRoot,
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
});
