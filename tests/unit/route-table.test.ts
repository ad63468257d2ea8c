import { describe, expect, it } from 'vitest';
import { pathOf, redirects, routeNameOf, routes } from '../../src/app/route-table';

describe('route table', () => {
  it('has every route of SPEC.md 2.1 with its path', () => {
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
    });
  });

  it('redirects the root to Assumptions and the bare quote path to the create form', () => {
    expect(redirects).toEqual([
      { from: '/', to: 'Assumptions' },
      { from: '/quote', to: 'QuoteCreateForm' },
    ]);
  });

  it('names unknown paths NotFound and ignores a trailing slash', () => {
    expect(routeNameOf('/quote/summary/')).toBe('Summary');
    expect(routeNameOf('/quote/nothing-here')).toBe('NotFound');
    expect(routeNameOf('/admin')).toBe('NotFound');
  });

  it('builds paths with an encoded uuid query', () => {
    expect(pathOf('QuoteEditForm', 'abc-123')).toBe('/quote/edit?uuid=abc-123');
    expect(pathOf('Summary', 'a b')).toBe('/quote/summary?uuid=a%20b');
    expect(pathOf('Assumptions')).toBe('/assumptions');
  });
});
