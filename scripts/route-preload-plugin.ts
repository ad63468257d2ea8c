import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** What the build tells the server about one route path (server/http/route-preload.ts). */
export interface RoutePreload {
  /** The built files of the route's screen and what they import, beyond the entry's own. */
  files: string[];
  /** The stylesheets of those files, for a page that shows the screen's top before its scripts. */
  styles: string[];
  /** The route works on the uuid's proposal (its entry declares `proposal`): the page may fetch it early. */
  proposal: boolean;
  /** The route's screen shows reference lists as it opens (its entry declares `lists`): the page fetches them early. */
  lists: boolean;
  /**
   * It reads answers back by the long lists' names too (its entry declares `longLists`): the page
   * fetches those early as well.
   */
  longLists: boolean;
}

type RouteFacts = Pick<RoutePreload, 'proposal' | 'lists' | 'longLists'> & { screen: string };

/**
 * The screen module of each route path, read from the route table's source (src/app/routes.tsx):
 * each entry names its `path`, then its `import('#screens/...')`, `lists` when its screen shows
 * reference lists as it opens (`longLists` when the long ones too), and `proposal` when it works on
 * one.
 */
export function screensByPath(routesSource: string): Map<string, RouteFacts> {
  const out = new Map<string, RouteFacts>();
  const entry = /path: '([^']+)'[\s\S]*?import\('#screens\/([^']+)'\)([\s\S]*?)(?=\n {2}\}|$)/g;
  for (const match of routesSource.matchAll(entry))
    out.set(match[1], {
      screen: `src/screens/${match[2]}`,
      proposal: /\n\s+proposal:/.test(match[3]),
      lists: /\n\s+lists: true/.test(match[3]),
      longLists: /\n\s+longLists: true/.test(match[3]),
    });
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
 * (server/http/route-preload.ts) instead of the browser finding them one import after another,
 * and whether the route works on a proposal, so the page can start fetching it (decision 048).
 * A dynamic import marked `with the route` (made as soon as its module runs, to show the page's
 * frame before a large part arrives) counts too: its files are fetched from the start, and run
 * when the import asks for them.
 */
export function routePreload(root: string): Plugin {
  return {
    name: 'van-quote-route-preload',
    apply: 'build',
    // After Vite's own generateBundle, which takes out the chunks that held only CSS (their
    // stylesheets move to the chunks that imported them): a list made before named files that were
    // never written, and the browser was sent the page in their place.
    enforce: 'post',
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
            // Its own chunk in the app's build; Storybook's build may bundle it with others.
            const file = target
              ? (byModule.get(target) ?? chunks.find((c) => c.moduleIds.includes(target)))?.fileName
              : undefined;
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
      const preload: Record<string, RoutePreload> = {};
      for (const [path, { screen, proposal, lists, longLists }] of screens) {
        // A small screen shares a chunk with modules of the same routes (scripts/route-chunks.ts).
        const chunk =
          byModule.get(join(root, screen)) ?? chunks.find((c) => c.moduleIds.includes(join(root, screen)));
        if (!chunk) continue;
        const files = new Set<string>();
        closure(chunk.fileName, files);
        const own = [...files].filter((f) => !inPage.has(f));
        const inPageStyles = new Set(
          [...inPage].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]),
        );
        const styles = own
          .flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])])
          .filter((f) => !inPageStyles.has(f));
        preload[path] = {
          files: own.map((f) => `/${f}`),
          styles: [...new Set(styles)].map((f) => `/${f}`),
          proposal,
          lists,
          longLists,
        };
      }
      this.emitFile({ type: 'asset', fileName: 'route-preload.json', source: JSON.stringify(preload) });
    },
  };
}
