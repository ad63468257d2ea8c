import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { routePreload } from './scripts/route-preload-plugin.ts';
import { routeChunkName } from './scripts/route-chunks.ts';
import { compileHints } from './scripts/compile-hints.ts';

const apiPort = process.env.API_PORT ?? '3000';
const apiTarget = `http://127.0.0.1:${apiPort}`;

/**
 * The quote form's validators: precompiled for the production build (no 'unsafe-eval' under our CSP),
 * compiled at run time by the dev server. Both compile the same schemas (src/forms/validation/).
 */
export function stepValidatorsModule(precompiled: boolean): string {
  const file = precompiled ? 'precompiled-validators.ts' : 'runtime-validators.ts';
  return join(import.meta.dirname, 'src', 'forms', 'validation', file);
}

/** Libraries replaced in the browser by smaller modules doing what the app needs of them. */
export const slimAliases = [
  {
    // @rjsf/utils' own import of it (relative, so matched by name).
    find: /^\.\/getDecimalSeparator\.js$/,
    replacement: join(import.meta.dirname, 'src', 'forms', 'step-form', 'decimal-separator.ts'),
  },
  {
    find: 'markdown-to-jsx/react',
    replacement: join(import.meta.dirname, 'src', 'forms', 'step-form', 'plain-markdown.tsx'),
  },
];

/**
 * Replaced only where validators are precompiled: ajv compiling at run time (the dev server,
 * Storybook) parses URIs with the real fast-uri; precompiled validators only resolve references.
 */
export const precompiledOnlyAliases = [
  {
    find: 'fast-uri',
    replacement: join(import.meta.dirname, 'src', 'forms', 'step-form', 'uri-resolver.ts'),
  },
];

/**
 * @rjsf/utils' allOf merge (retrieveSchema's and omitExtraData's `./shallowAllOfMerge.js`, with
 * @x0k/json-schema-merge behind it) replaced in the build by src/forms/validation/all-of-merge.ts,
 * which loads it with the quote form's steps, the only forms with allOf: a buying screen's form no
 * longer carries it (docs/decisions/046). Only RJSF's own relative import is taken; the real module
 * stays reachable by its package path. Storybook's build (run-time validators) leaves it out.
 */
export const ALL_OF_MERGE_ON_DEMAND = 'van-quote-all-of-merge-on-demand';

/** A build plugin giving one importer's import of `source` another module (`target`). */
function redirectImport(name: string, source: string, importer: RegExp, target: string[]): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    resolveId(imported, from) {
      return imported === source && from && importer.test(from) ? join(import.meta.dirname, ...target) : null;
    },
  };
}

export function allOfMergeOnDemand(): Plugin {
  return redirectImport(
    ALL_OF_MERGE_ON_DEMAND,
    './shallowAllOfMerge.js',
    /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]schema[\\/][^\\/]+\.js$/,
    ['src', 'forms', 'validation', 'all-of-merge.ts'],
  );
}

/**
 * RJSF's ArrayField gets @rjsf/utils with its list hash by identity, not by content, in the build
 * (src/forms/step-form/identity-hash.ts explains why). Only the ArrayField's own import is taken.
 * The dev server and Storybook pre-bundle RJSF and keep its content hash: the same keys, slower.
 */
export function arrayFieldIdentityHash(): Plugin {
  return redirectImport(
    'van-quote-array-field-identity-hash',
    '@rjsf/utils',
    /[\\/]@rjsf[\\/]core[\\/]lib[\\/]components[\\/]fields[\\/]ArrayField\.js$/,
    ['src', 'forms', 'step-form', 'array-field-utils.ts'],
  );
}

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  plugins: [
    react(),
    routePreload(import.meta.dirname),
    allOfMergeOnDemand(),
    arrayFieldIdentityHash(),
    compileHints(),
  ],
  resolve: {
    alias: [
      { find: '#step-validators', replacement: stepValidatorsModule(command === 'build') },
      ...slimAliases,
      ...(command === 'build' ? precompiledOnlyAliases : []),
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // What every page loads first (the entry and its static imports) is one file: one request
        // before the route's screen instead of eight (docs/decisions/051). What the routes load up
        // front is grouped by which routes load it: a dozen files for the largest route, not forty,
        // and no route loads more than before (scripts/route-chunks.ts, docs/decisions/057). Each
        // group takes only its own modules (route-chunks.ts names every module a route loads).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'index', tags: ['$initial'], priority: 1 },
            { name: routeChunkName(import.meta.dirname), debugName: 'routes' },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/json': apiTarget,
      '/applied': apiTarget,
      '/sandbox': apiTarget,
    },
  },
}));
