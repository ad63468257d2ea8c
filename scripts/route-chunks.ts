import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChunkingContext } from 'rolldown';
import { importsWithTheRoute, screensByPath } from './route-preload-plugin.ts';

/**
 * A group smaller than this (characters of source) joins the smallest group loaded by every route
 * that loads it: a route may then load a few hundred bytes it does not run, but asks for one file
 * fewer (each file costs the browser work of its own on a slow phone: decision 057).
 */
const SMALL_GROUP = 4000;

/**
 * Names each module the routes load up front after the set of routes that load it, so the build
 * puts together what the same routes load and a route's page asks for a dozen files, not forty
 * (decision 057). A route loads its screen's module, what it imports statically, and what a module
 * marked `with the route` imports. Modules every page loads (the entry's) and modules no route loads
 * up front (lazy widgets, a step's validators) are left to the rest of the build's splitting (null).
 */
export function routeChunkName(root: string): (id: string, ctx: ChunkingContext) => string | null {
  let names: Map<string, string> | undefined;
  return (id, ctx) => {
    names ??= groupNames(root, ctx);
    return names.get(id) ?? null;
  };
}

/** The modules a module loads with it: static imports, and imports marked `with the route`. */
function loadedWith(root: string, ctx: ChunkingContext, id: string): string[] {
  const info = ctx.getModuleInfo(id);
  if (!info) return [];
  if (!id.startsWith(join(root, 'src'))) return info.importedIds;
  const marked = importsWithTheRoute(readFileSync(id, 'utf8')).flatMap((specifier) => {
    const tail = specifier.replace(/^#/, '');
    return info.dynamicallyImportedIds.filter((d) => d.endsWith(tail));
  });
  return [...info.importedIds, ...marked];
}

function closure(root: string, ctx: ChunkingContext, start: string, follow = true): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(follow ? loadedWith(root, ctx, id) : (ctx.getModuleInfo(id)?.importedIds ?? [])));
  }
  return seen;
}

/**
 * What a route may load after its page, on first use: each module its up-front modules import
 * dynamically (a lazy widget, a step's validators; not another route's screen), with everything
 * that module imports, and so on for their own dynamic imports.
 */
function loadedLater(
  ctx: ChunkingContext,
  upFront: Set<string>,
  everyPage: Set<string>,
  screens: Set<string>,
): Set<string> {
  const later = new Set<string>();
  const dynamic = (id: string) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
  const stack = [...upFront].flatMap(dynamic);
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (later.has(id) || upFront.has(id) || everyPage.has(id) || screens.has(id)) continue;
    later.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []), ...dynamic(id));
  }
  return later;
}

/**
 * A module a route loads later (a lazy widget's import) that only another screen loads up front is
 * tagged `<route>-later`, which puts it in a file of its own: in that screen's file, its first use
 * would bring the whole screen and what the screen imports (the vehicle lookup brought the payment
 * option screen, 12 KB, to the quote form's first step: decision 076). A group several routes share
 * is left whole (a lazy widget bringing a little shared code is one file fewer on each of them).
 */
function laterTags(
  ctx: ChunkingContext,
  routesOf: Map<string, string[]>,
  upFrontOf: Map<string, Set<string>>,
  everyPage: Set<string>,
  screens: Set<string>,
): [string, string][] {
  const screenOwn = new Map<string, string[]>();
  for (const [id, routes] of routesOf)
    if (routes.length === 1) screenOwn.set(routes[0], [...(screenOwn.get(routes[0]) ?? []), id]);
  const tags: [string, string][] = [];
  for (const [route, upFront] of upFrontOf) {
    const later = loadedLater(ctx, upFront, everyPage, screens);
    for (const id of later) {
      const routes = routesOf.get(id) ?? [];
      const other = routes.length === 1 && routes[0] !== route ? routes[0] : null;
      if (other && (screenOwn.get(other) ?? []).some((own) => !later.has(own)))
        tags.push([id, `${route}-later`]);
    }
  }
  return tags;
}

interface Group {
  routes: string[];
  modules: string[];
  size: number;
}

function groupNames(root: string, ctx: ChunkingContext): Map<string, string> {
  const everyPage = closure(root, ctx, join(root, 'src', 'main.tsx'), false);
  const screens = screensByPath(readFileSync(join(root, 'src', 'app', 'routes.tsx'), 'utf8'));
  const routesOf = new Map<string, string[]>();
  const loadedBy = (id: string, route: string) =>
    routesOf.set(id, [...new Set([...(routesOf.get(id) ?? []), route])].sort());
  const screenIds = new Set([...screens.values()].map(({ screen }) => join(root, screen)));
  const upFrontOf = new Map<string, Set<string>>();
  for (const { screen } of screens.values()) {
    const route = screen.replace(/^.*\//, '').replace(/-screen\.tsx?$|\.tsx?$/, '');
    const upFront = closure(root, ctx, join(root, screen));
    upFrontOf.set(route, upFront);
    for (const id of upFront) if (!everyPage.has(id)) loadedBy(id, route);
  }
  for (const [id, tag] of laterTags(ctx, routesOf, upFrontOf, everyPage, screenIds)) loadedBy(id, tag);
  // Groups by route set, with their size; small ones join the smallest group whose routes include theirs.
  const groups = new Map<string, Group>();
  for (const [id, routes] of routesOf) {
    const key = routes.join(',');
    const group = groups.get(key) ?? { routes, modules: [], size: 0 };
    group.modules.push(id);
    group.size += ctx.getModuleInfo(id)?.code?.length ?? 0;
    groups.set(key, group);
  }
  const groupOf = new Map<string, Group>();
  for (const group of groups.values()) for (const id of group.modules) groupOf.set(id, group);
  // Joining a host must not make the host's routes load more than the small group's own modules:
  // what those import must be loaded by every route of the host already.
  const canJoin = (small: Group, host: Group) =>
    small.routes.every((r) => host.routes.includes(r)) &&
    small.modules.every((id) =>
      loadedWith(root, ctx, id).every((d) => {
        const of = groupOf.get(d);
        return !of || of === small || of === host || host.routes.every((r) => of.routes.includes(r));
      }),
    );
  for (const small of [...groups.values()].sort((a, b) => a.size - b.size)) {
    if (small.size >= SMALL_GROUP || small.modules.length === 0) continue;
    const host = [...groups.values()]
      .filter((g) => g !== small && g.modules.length > 0 && canJoin(small, g))
      .sort((a, b) => a.routes.length - b.routes.length || b.size - a.size)[0];
    if (!host) continue;
    for (const id of small.modules) groupOf.set(id, host);
    host.modules.push(...small.modules);
    host.size += small.size;
    small.modules = [];
  }
  const names = new Map<string, string>();
  for (const group of groups.values()) for (const id of group.modules) names.set(id, chunkName(group.routes));
  return names;
}

/** A chunk's name: its routes when they are few, else how many, with a short hash of which. */
function chunkName(routes: string[]): string {
  if (routes.length <= 2) return routes.join('+');
  let h = 0;
  for (const c of routes.join(',')) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return `${routes.length}-routes-${(h >>> 0).toString(36)}`;
}
