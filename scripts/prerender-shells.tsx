/**
 * After `vite build`: writes dist/client/route-shells.json, the shell of each route that has one
 * (src/app/route-shells.tsx) as the server puts it in the page, and whether the route is open before
 * the assumptions are accepted (the server sends a guarded route's shell only when the guard lets the
 * page through: docs/decisions/048).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { routeShells, ShellPage } from '#app/route-shells.tsx';
import { routes } from '#app/routes.tsx';

const out: Record<string, { html: string; open: boolean }> = {};
for (const entry of routes) {
  const shell = routeShells[entry.name];
  if (!shell) continue;
  out[entry.path] = {
    html: renderToStaticMarkup(<ShellPage entry={entry}>{shell()}</ShellPage>),
    open: entry.open ?? false,
  };
}
writeFileSync(join(import.meta.dirname, '..', 'dist', 'client', 'route-shells.json'), JSON.stringify(out));
console.log(`route shells: ${Object.keys(out).join(', ')}`);
