import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The screen module of each route path, read from the route table's source (src/app/routes.tsx):
 * each entry names its `path` and then its `import('#screens/...')`.
 */
export function screensByPath(routesSource: string): Map<string, string> {
  const out = new Map<string, string>();
  const entry = /path: '([^']+)'[\s\S]*?import\('#screens\/([^']+)'\)/g;
  for (const match of routesSource.matchAll(entry)) out.set(match[1], `src/screens/${match[2]}`);
  return out;
}

/**
 * Writes dist/client/route-preload.json: for each route path, the built files of its screen and
 * everything they import statically, so the server can announce them with the page
 * (server/http/route-preload.ts) instead of the browser finding them one import after another.
 */
export function routePreload(root: string): Plugin {
  return {
    name: 'van-quote-route-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const screens = screensByPath(readFileSync(join(root, 'src', 'app', 'routes.tsx'), 'utf8'));
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byModule = new Map(chunks.flatMap((c) => (c.facadeModuleId ? [[c.facadeModuleId, c]] : [])));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (file: string, seen: Set<string>) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, seen);
      };
      // The entry and what it imports are in index.html already (Vite's own script and preloads).
      const inPage = new Set<string>();
      for (const entry of chunks.filter((c) => c.isEntry)) closure(entry.fileName, inPage);
      const preload: Record<string, string[]> = {};
      for (const [path, screen] of screens) {
        const chunk = byModule.get(join(root, screen));
        if (!chunk) continue;
        const files = new Set<string>();
        closure(chunk.fileName, files);
        preload[path] = [...files].filter((f) => !inPage.has(f)).map((f) => `/${f}`);
      }
      this.emitFile({ type: 'asset', fileName: 'route-preload.json', source: JSON.stringify(preload) });
    },
  };
}
