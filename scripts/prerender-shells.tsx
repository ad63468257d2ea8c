/**
 * After `vite build`: writes dist/client/route-shells.json, the shell of each route that has one
 * (src/app/route-shells.tsx) as the server puts it in the page, and whether the route is open before
 * the assumptions are accepted (the server sends a guarded route's shell only when the guard lets the
 * page through: docs/decisions/048). A shell filled from the proposal (docs/decisions/051) is
 * rendered with a mark for each value and names its screen top and the route's redirects: the
 * server fills it only for a proposal the route would show.
 *
 * It also puts the header, rendered from its component, in dist/client/index.html where the page
 * marks it (`<!-- site-header: ... -->`): every page shows it before its scripts, and it is written
 * once, in src/app/shell/header.tsx.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { isScreenTopName, topMarks } from '#domain/journey/screen-tops.ts';
import { proposalShells, routeShells, ShellPage } from '#app/route-shells.tsx';
import { Header } from '#app/shell/header.tsx';
import { MemoryRouter } from '#journey/router.tsx';
import { routes } from '#app/routes.tsx';
import type { RouteShellFile } from '#domain/journey/route-shell-file.ts';

const out: RouteShellFile = {};
for (const entry of routes) {
  const shell = routeShells[entry.name];
  const top = isScreenTopName(entry.name) ? entry.name : null;
  const content = shell ? shell() : top ? proposalShells[top](topMarks<never>()) : null;
  if (!content) continue;
  out[entry.path] = {
    html: renderToStaticMarkup(<ShellPage entry={entry}>{content}</ShellPage>),
    open: entry.open ?? false,
    ...(top ? { top: { name: top, redirects: entry.proposal ?? {} } } : {}),
  };
}
const client = join(import.meta.dirname, '..', 'dist', 'client');
writeFileSync(join(client, 'route-shells.json'), JSON.stringify(out));

const HEADER_MARK = /<!-- site-header:[^>]*-->/;
const page = readFileSync(join(client, 'index.html'), 'utf8');
if (!HEADER_MARK.test(page))
  throw new Error('index.html has no <!-- site-header: ... --> mark for the header');
writeFileSync(
  join(client, 'index.html'),
  page.replace(
    HEADER_MARK,
    renderToStaticMarkup(
      <MemoryRouter>
        <Header />
      </MemoryRouter>,
    ),
  ),
);
console.log(`route shells: ${Object.keys(out).join(', ')}`);
