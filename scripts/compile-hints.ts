import type { Plugin } from 'vite';

/**
 * V8's file-level compile hint (Chrome 136 and later; any other engine reads a comment). A script
 * that starts with it has every function compiled as it streams in, on a background thread, instead
 * of pre-parsed then, parsed again and compiled on the main thread the first time each is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Starts every script of the build with the compile hint: a file is fetched when its route or step
 * shows, and most of what it holds runs then (docs/decisions/062). Added once the files are
 * written out (minified, and with Vite's list of a file's dependencies first), so nothing comes
 * before it or takes it out.
 */
export function compileHints(): Plugin {
  return {
    name: 'van-quote-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own (which puts a file's dependency list at its start).
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT))
            file.code = `${COMPILE_HINT}\n${file.code}`;
      },
    },
  };
}
