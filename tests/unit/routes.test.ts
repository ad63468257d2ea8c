import { describe, expect, it } from 'vitest';
import {
  mustAcceptAssumptions,
  pathOf,
  progressIndex,
  progressSteps,
  redirects,
  routeAt,
  routeNamed,
  routes,
} from '#app/routes.tsx';
import { stepLook } from '#app/shell/progress-bar.tsx';
import { routeNames, type RouteName } from '#domain/journey/route-names.ts';

const UUID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

describe('the route table (SPEC.md 2.1)', () => {
  it('has every route of SPEC.md 2.1 with its path, once', () => {
    expect(Object.fromEntries(routes.map((r) => [r.name, r.path]))).toEqual({
      Assumptions: '/assumptions',
      QuoteCreateForm: '/quote/create',
      QuoteEditForm: '/quote/edit',
      PaymentOption: '/quote/payment-option',
      Addons: '/quote/addons',
      Summary: '/quote/summary',
      Payment: '/quote/payment',
      Instalments: '/quote/instalments',
      InstalmentsDeclined: '/quote/instalments/declined',
      Accepted: '/quote/payment/accepted',
      PaymentRedirect: '/quote/payment-redirect',
      Complete: '/quote/complete',
      Declined: '/quote/declined',
      Expired: '/quote/session-expired',
      Recall: '/quote/recall',
      Exception: '/error/exception',
      NotFound: '*',
    });
    expect(routes.map((r) => r.name).sort()).toEqual([...routeNames].sort());
  });

  it('redirects the root to Assumptions and the bare quote path to the create form', () => {
    expect(redirects).toEqual([
      { from: '/', to: 'Assumptions' },
      { from: '/quote', to: 'QuoteCreateForm' },
    ]);
    expect(routeAt('/').name).toBe('Assumptions');
    expect(routeAt('/quote').name).toBe('QuoteCreateForm');
  });

  it('shows Not Found for unknown paths and ignores a trailing slash', () => {
    expect(routeAt('/quote/summary/').name).toBe('Summary');
    expect(routeAt('/quote/nothing-here').name).toBe('NotFound');
    expect(routeAt('/admin').name).toBe('NotFound');
  });

  it('builds paths with an encoded uuid query', () => {
    expect(pathOf('QuoteEditForm', 'abc-123')).toBe('/quote/edit?uuid=abc-123');
    expect(pathOf('Summary', 'a b')).toBe('/quote/summary?uuid=a%20b');
    expect(pathOf('Assumptions')).toBe('/assumptions');
  });
});

describe('the navigation guard (SPEC.md 2.3), read from the table', () => {
  const open: RouteName[] = ['Assumptions', 'Expired', 'Exception', 'Declined', 'NotFound'];

  it.each(routes.filter((r) => !open.includes(r.name)).map((r) => r.name))(
    '%s sends a customer who has not accepted the assumptions to Assumptions',
    (name) => {
      for (const uuid of [null, '', '   '])
        expect(mustAcceptAssumptions(routeNamed(name), uuid, false)).toBe(true);
    },
  );

  it.each(open)('%s is open before acceptance', (name) => {
    expect(mustAcceptAssumptions(routeNamed(name), null, false)).toBe(false);
  });

  it('lets every screen through once accepted, or with a non-empty uuid', () => {
    for (const r of routes) {
      expect(mustAcceptAssumptions(r, null, true)).toBe(false);
      expect(mustAcceptAssumptions(r, UUID, false)).toBe(false);
    }
  });
});

describe('the progress bar (SPEC.md 2.2), read from the table', () => {
  it('has the five steps in order', () => {
    expect(progressSteps).toEqual(['Assumptions', 'Your Details', 'Quote', 'Payment', 'Complete']);
  });

  it.each([
    ['Assumptions', 0],
    ['QuoteCreateForm', 1],
    ['QuoteEditForm', 1],
    ['PaymentOption', 2],
    ['Addons', 2],
    ['Summary', 2],
    ['Instalments', 3],
    ['Payment', 3],
    ['Accepted', 3],
    ['PaymentRedirect', 3],
    ['Complete', 4],
  ] as const)('%s is at step %i', (route, index) => {
    expect(progressIndex(routeNamed(route))).toBe(index);
  });

  it('is hidden on Declined, Exception, Expired, InstalmentsDeclined, NotFound and Recall only', () => {
    const hidden = routes.filter((r) => r.progress === null).map((r) => r.name);
    expect(hidden.sort()).toEqual([
      'Declined',
      'Exception',
      'Expired',
      'InstalmentsDeclined',
      'NotFound',
      'Recall',
    ]);
  });

  it('gives earlier steps the done look, the current step its own, later steps upcoming', () => {
    expect([0, 1, 2, 3, 4].map((i) => stepLook(i, 2))).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
  });
});

describe('where a loaded proposal sends each route (SPEC.md 2.4)', () => {
  it('sends a purchased proposal from every quote and payment screen to Complete', () => {
    for (const name of ['PaymentOption', 'Addons', 'Summary', 'Payment', 'Instalments'] as const)
      expect(routeNamed(name).proposal?.purchased).toBe('Complete');
  });

  it('sends a past start date to PaymentOption from every later quote screen, but not from the form', () => {
    for (const name of ['Addons', 'Summary', 'Payment', 'Instalments'] as const)
      expect(routeNamed(name).proposal?.pastStart).toBe('PaymentOption');
    expect(routeNamed('PaymentOption').proposal?.pastStart).toBeUndefined();
    expect(routeNamed('QuoteEditForm').proposal?.pastStart).toBeUndefined();
  });

  it('sends a declined quote to Declined', () => {
    for (const name of ['PaymentOption', 'Addons', 'Summary'] as const)
      expect(routeNamed(name).proposal?.declined).toBe('Declined');
  });
});
