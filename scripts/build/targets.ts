import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '#server/project-files.ts';

/** One thing `npm run build` makes: what it is made from, the file that shows it exists, and how. */
export interface BuildTarget {
  name: 'client' | 'server';
  /** Files and folders (from the project root) whose content decides the output. */
  inputs: string[];
  /** A file the build writes; without it the target counts as never built. */
  output: string;
  /** Commands run in order from the project root (node_modules/.bin tools). */
  steps: string[][];
}

export const targets: BuildTarget[] = [
  {
    name: 'client',
    inputs: [
      'index.html',
      'vite.config.ts',
      'public',
      'src',
      'widgets',
      'schemas',
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'scripts/precompile-validators.ts',
      'scripts/precompiled-code.ts',
      'scripts/compress-assets.ts',
      'scripts/prerender-shells.tsx',
    ],
    output: 'dist/client/index.html',
    steps: [
      ['tsx', '--import', './scripts/support/ignore-styles.mjs', 'scripts/precompile-validators.ts'],
      ['vite', 'build'],
      ['tsx', '--import', './scripts/support/ignore-styles.mjs', 'scripts/prerender-shells.tsx'],
      ['tsx', 'scripts/compress-assets.ts'],
    ],
  },
  {
    name: 'server',
    inputs: [
      'server',
      'src/domain',
      'schemas',
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'scripts/build/vite.server.config.ts',
    ],
    output: 'dist/server/main.js',
    steps: [['vite', 'build', '--config', 'scripts/build/vite.server.config.ts']],
  },
];

/** Files that are no input of a build: generated validators, tests and stories beside the code. */
const NOT_INPUT = /(^|\/)(precompiled|node_modules)(\/|$)|\.(test|stories)\.[jt]sx?$/;

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, join(path, name)))
    .filter((file) => !NOT_INPUT.test(file));
}

/**
 * A hash of the target's inputs: their paths and contents (not their times, so a fresh checkout or a
 * touched file with the same content needs no build, and a changed file always does).
 */
export function fingerprint(target: Pick<BuildTarget, 'inputs'>, root = projectRoot): string {
  const hash = createHash('sha256');
  for (const file of target.inputs.flatMap((input) => filesUnder(root, input))) {
    hash.update(file).update('\0');
    hash.update(readFileSync(join(root, file))).update('\0');
  }
  return hash.digest('hex');
}
