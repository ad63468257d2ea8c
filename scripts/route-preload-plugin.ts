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

/** The mark on a dynamic import a screen's module makes as it loads: `import(/* with the route *\/ '…')`. */
const WITH_THE_ROUTE = /import\(\s*\/\*\s*with the route\s*\*\/\s*['"]([^'"]+)['"]\s*\)/g;

/** The specifiers a module's source imports dynamically with the route mark. */
export function importsWithTheRoute(source: string): string[] {
  return [...source.matchAll(WITH_THE_ROUTE)].map((match) => match[1]);
}

/**
 * Writes dist/client/route-preload.json: for each route path, the built files of its screen and
 * everything they import statically, so the server can announce them with the page
 * (server/http/route-preload.ts) instead of the browser finding them one import after another.
 * A dynamic import marked `with the route` (made as soon as its module runs, to show the page's
 * frame before a large part arrives) counts too: its files are fetched from the start, and run
 * when the import asks for them.
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
      const withTheRoute = (chunk: (typeof chunks)[number]): string[] =>
        chunk.moduleIds.flatMap((id) => {
          if (!id.startsWith(join(root, 'src'))) return [];
          const specifiers = importsWithTheRoute(readFileSync(id, 'utf8'));
          const dynamic = this.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
          return specifiers.flatMap((specifier) => {
            const tail = specifier.replace(/^#/, '');
            const target = dynamic.find((d) => d.endsWith(tail));
            const file = target ? byModule.get(target)?.fileName : undefined;
            if (!file) this.error(`${id}: no chunk for the import with the route '${specifier}'`);
            return [file];
          });
        });
      const closure = (file: string, seen: Set<string>) => {
        if (seen.has(file)) return;
        seen.add(file);
        const chunk = byFile.get(file);
        for (const imported of chunk?.imports ?? []) closure(imported, seen);
        for (const loaded of chunk ? withTheRoute(chunk) : []) closure(loaded, seen);
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
