import { describe, expect, it } from 'vitest';
import { mustAcceptAssumptions } from '../../src/app/guard';
import { routes, type RouteName } from '../../src/app/route-table';

const open: RouteName[] = ['Assumptions', 'Expired', 'Exception', 'Declined'];

describe('navigation guard (SPEC.md 2.3)', () => {
  it.each(routes.map((r) => r.name).filter((n) => !open.includes(n)))(
    '%s sends a customer who has not accepted the assumptions to Assumptions',
    (name) => {
      expect(mustAcceptAssumptions(name, null, false)).toBe(true);
      expect(mustAcceptAssumptions(name, '', false)).toBe(true);
      expect(mustAcceptAssumptions(name, '   ', false)).toBe(true);
    },
  );

  it.each(open)('%s is open before acceptance', (name) => {
    expect(mustAcceptAssumptions(name, null, false)).toBe(false);
  });

  it('lets every screen through once the assumptions are accepted', () => {
    for (const r of routes) expect(mustAcceptAssumptions(r.name, null, true)).toBe(false);
  });

  it('lets every screen through when the uuid query is non-empty', () => {
    for (const r of routes)
      expect(mustAcceptAssumptions(r.name, '1b4e28ba-2fa1-41d2-883f-0016d3cca427', false)).toBe(false);
  });

  it('never guards the Not Found page, so an unknown path says so', () => {
    expect(mustAcceptAssumptions('NotFound', null, false)).toBe(false);
  });
});
