import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The nearest folder at or above `start` holding a package.json. */
function packageRootAbove(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}

/**
 * The checkout's root, found from this module whether it runs from `server/` (tsx, tests) or from the
 * build in `dist/server/` (`npm run serve`): the data files the server reads at run time (lists, the
 * vehicle and address datasets, the payment page's assets) stay in the source tree, found from here.
 */
export const projectRoot = packageRootAbove(import.meta.dirname);

/** A file or folder of the checkout, by its path from the root. */
export const projectPath = (...parts: string[]): string => join(projectRoot, ...parts);
