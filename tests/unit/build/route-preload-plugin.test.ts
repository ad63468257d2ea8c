import { describe, expect, it } from 'vitest';
import { importsWithTheRoute, screensByPath } from '../../../scripts/route-preload-plugin.ts';

describe('route preloads', () => {
  it('take the dynamic imports marked "with the route", and only those', () => {
    const source = [
      "const a = import(/* with the route */ '#forms/quote-step-form.tsx');",
      'const b = import( /*with the route*/ "./other.tsx" );',
      "const c = import('#widgets/vehicle-lookup/vehicle-lookup.tsx');",
      "const d = import(/* @vite-ignore */ './ignored.ts');",
    ].join('\n');
    expect(importsWithTheRoute(source)).toEqual(['#forms/quote-step-form.tsx', './other.tsx']);
  });

  it("read each route's screen from the route table, whether it shows lists (the long ones too) and works on a proposal", () => {
    const table = [
      '  {',
      "    path: '/quote/create',",
      "    screen: preloadable(() => import('#screens/quote-form/create-screen.tsx')),",
      '    lists: true,',
      '  },',
      '  {',
      "    path: '/quote/summary',",
      "    screen: preloadable(() => import('#screens/summary/summary-screen.tsx')),",
      '    lists: true,',
      '    longLists: true,',
      '    proposal: BUYING,',
      '  },',
      '  {',
      "    path: '/quote/addons',",
      "    screen: lazy(() => import('#screens/addons/addons-screen.tsx')),",
      '    proposal: true,',
      '  },',
    ].join('\n');
    const facts = (screen: string, proposal: boolean, lists: boolean, longLists: boolean) => ({
      screen,
      proposal,
      lists,
      longLists,
    });
    expect(screensByPath(table)).toEqual(
      new Map([
        ['/quote/create', facts('src/screens/quote-form/create-screen.tsx', false, true, false)],
        ['/quote/summary', facts('src/screens/summary/summary-screen.tsx', true, true, true)],
        ['/quote/addons', facts('src/screens/addons/addons-screen.tsx', true, false, false)],
      ]),
    );
  });
});
