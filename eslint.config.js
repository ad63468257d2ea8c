import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * The layer map of DESIGN.md 1 and docs/architecture.md, checked by lint: each zone names a folder and
 * the folders it must not import. A file that breaks one fails `npm run lint` (and so `npm test`),
 * naming the rule import-x/no-restricted-paths and the zone's message.
 */
const CLIENT_UPPER = ['./src/app', './src/screens', './src/api', './src/journey', './src/forms'];

const screenFolders = readdirSync('src/screens', { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'shared')
  .map((d) => d.name);

export const layerZones = [
  {
    target: './src/domain',
    from: [...CLIENT_UPPER, './widgets', './server', './stories', './tests', './e2e', './scripts'],
    message: 'src/domain is pure TypeScript shared with the server: it imports only src/domain and schemas.',
  },
  {
    target: './widgets',
    from: [...CLIENT_UPPER, './server'],
    message: 'widgets import only src/domain and schemas; the app reaches them through formContext.',
  },
  {
    target: './src/forms',
    from: ['./src/app', './src/screens', './src/api', './src/journey', './server'],
    message: 'src/forms (the RJSF theme and validators) imports only widgets, src/domain and schemas.',
  },
  {
    target: './src/api',
    from: ['./src/app', './src/screens', './src/forms', './src/journey', './widgets', './server'],
    message: 'src/api imports only src/domain: the app hands it what to do on Expired and Exception.',
  },
  {
    target: './src/journey',
    from: ['./src/app', './src/screens', './src/forms', './src/api', './widgets', './server'],
    message: 'src/journey (app state, navigation by route name) imports only src/domain.',
  },
  {
    target: './src/screens',
    from: ['./src/app', './server'],
    message: 'screens never import the app shell or the server: routes come through src/journey.',
  },
  ...screenFolders.map((name) => ({
    target: `./src/screens/${name}`,
    from: './src/screens',
    except: [`./${name}`, './shared'],
    message: 'a screen imports no other screen; shared screen parts live in src/screens/shared.',
  })),
  {
    target: './src/app',
    from: ['./server'],
    message: 'nothing in the browser bundle imports the server.',
  },
  {
    target: './server',
    from: [...CLIENT_UPPER, './widgets', './stories'],
    message: 'the server imports only src/domain and schemas from the client side.',
  },
  {
    target: './stories',
    from: ['./server'],
    message: 'stories render the client only.',
  },
];

/** A screen or the shell uses a widget through its public face: the registry, its index.ts or widgets/shared. */
const WIDGET_INTERNALS = {
  regex: '^#widgets/(?!registry\\.ts$|shared/|[^/]+/index\\.ts$)',
  message: 'Import a widget through widgets/registry.ts or its folder index.ts, not its internals.',
};

/** The routing library stays behind the app's router (src/journey/router.tsx), the one place to swap it. */
const ROUTER_LIBRARY = {
  name: 'wouter',
  message: "Use the app's router, #journey/router.tsx (docs/decisions/045).",
};

/** Imports climbing out of a folder use the package.json aliases (#domain/..., #widgets/...). */
const CLIMBING = {
  group: ['../*', '../**'],
  message: 'Use a package.json import alias (#domain/x.ts) instead of ../',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'storybook-static',
      'test-results',
      'playwright-report',
      'coverage',
      'src/forms/validation/precompiled',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'server/**/*.ts', 'stories/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ROUTER_LIBRARY], patterns: [CLIMBING] }] },
  },
  {
    files: ['tests/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ROUTER_LIBRARY] }] },
  },
  {
    files: ['src/journey/router.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CLIMBING] }] },
  },
  {
    files: ['src/screens/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [ROUTER_LIBRARY], patterns: [CLIMBING, WIDGET_INTERNALS] }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'wouter', 'swr', '@rjsf/core', '@rjsf/utils'].map((name) => ({
            name,
            message: 'src/domain is pure TypeScript: no React or UI library.',
          })),
          patterns: [CLIMBING],
        },
      ],
    },
  },
);
